; Inno Setup 6 script: the Windows installer of Imbrex (x64).
;
; UNTESTED: it needs Windows and Inno Setup 6, which this project's Linux build machine has not.
; On Windows, from the repository (packaging/README.md has the whole sequence):
;     py -3.11 packaging\build.py          PyInstaller, then this script if iscc is on PATH
; or, after PyInstaller has made dist\imbrex:
;     iscc /DAppVersion=0.1.0 /Odist packaging\windows\imbrex.iss
;
; Per-user install by default (no administrator rights: a teacher's school laptop), with the
; choice of all users. Papers are offered in "Open with" for .docx, .pdf, .odt, .rtf and .txt;
; Imbrex never makes itself the default program for them. The uninstaller removes the program
; only: the teacher's corpus and settings (%LOCALAPPDATA%\Imbrex, registry HKCU\Software\Imbrex)
; stay.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\windows\imbrex.iss
#endif
#define AppExe "Imbrex.exe"
#define ProgId "Imbrex.Paper"

[Setup]
AppId={{DCACA758-1178-456E-979A-EE5F19F47FFB}
AppName=Imbrex
AppVersion={#AppVersion}
AppVerName=Imbrex {#AppVersion}
AppPublisher=The Imbrex developers
AppCopyright=MIT licence, the Imbrex developers
DefaultDirName={autopf}\Imbrex
DefaultGroupName=Imbrex
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
LicenseFile=..\..\LICENSE
SetupIconFile=..\icons\imbrex.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Imbrex
OutputDir=..\..\dist
OutputBaseFilename=imbrex-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[CustomMessages]
english.OpenWith=Offer Imbrex in "Open with" for .docx, .pdf, .odt, .rtf and .txt files
russian.OpenWith=Предлагать Imbrex в меню «Открыть с помощью» для файлов .docx, .pdf, .odt, .rtf и .txt
english.PaperType=Paper to check for plagiarism
russian.PaperType=Работа для проверки на заимствования

[Tasks]
Name: "openwith"; Description: "{cm:OpenWith}"
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The PyInstaller one-folder build: Imbrex.exe (window), imbrex-cli.exe (commands), _internal\.
Source: "..\..\dist\imbrex\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\LICENSE"; DestDir: "{app}"; DestName: "LICENSE.txt"; Flags: ignoreversion

[InstallDelete]
; An older version's modules must not linger next to the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Imbrex"; Filename: "{app}\{#AppExe}"; Comment: "Offline plagiarism checker"
Name: "{autodesktop}\Imbrex"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; A ProgID for "Open with" (OpenWithProgids adds Imbrex to the list, never as the default).
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:PaperType}"; Flags: uninsdeletekey; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui ""%1"""; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.docx\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.pdf\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.odt\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.rtf\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.txt\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "Imbrex"; Flags: uninsdeletekey; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".docx"; ValueData: ""; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pdf"; ValueData: ""; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".odt"; ValueData: ""; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".rtf"; ValueData: ""; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".txt"; ValueData: ""; Tasks: openwith

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Imbrex}"; Flags: nowait postinstall skipifsilent
