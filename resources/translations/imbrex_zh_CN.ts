<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../app/gui/export.py" line="30"/>
        <source>Export</source>
        <comment>HTML report (opens in any browser)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="31"/>
        <source>Export</source>
        <comment>PDF report (for printing and archiving)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="32"/>
        <source>Export</source>
        <comment>Evidence bundle (report, texts, checksums)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="33"/>
        <source>Export</source>
        <comment>JSON data</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="34"/>
        <source>Export</source>
        <comment>CSV table of sources</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="35"/>
        <source>Export</source>
        <comment>Plain-text summary</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message>
        <location filename="../../app/gui/class_view.py" line="236"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="240"/>
        <source>List a pair of papers when at least this share of one of them was also found in the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="244"/>
        <source>Show pairs sharing at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="268"/>
        <source>Double-click a pair to compare the two papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="278"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="282"/>
        <source>Papers are grouped when Imbrex found passages they share. Click a group to select its pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="293"/>
        <source>Click a square to compare the two papers of its row and column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="307"/>
        <source>Pairs of papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="407"/>
        <source>No pair of papers shares {share} or more. Lower the threshold to see the pairs that share less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="411"/>
        <source>No two papers share passages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="422"/>
        <source>1 paper checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="424"/>
        <source>{n} papers checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="425"/>
        <source>1 pair above {share}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="427"/>
        <source>{n} pairs above {share}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="428"/>
        <source>1 group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="428"/>
        <source>{n} groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="432"/>
        <source>1 could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="434"/>
        <source>{n} could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="436"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="445"/>
        <source>{names} and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="448"/>
        <source>Group {number}: {n} papers — {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="456"/>
        <source>No groups: no two papers share passages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="468"/>
        <source>Not checked (could not be read):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="470"/>
        <source>{name} — {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusManager</name>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="303"/>
        <source>Reference corpus</source>
        <extracomment>Whether the corpus may have changed (unknown until the outcome says otherwise).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="323"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="326"/>
        <source>Add documents (.docx, .pdf, .odt, .rtf, .html, .txt) to the corpus, so that papers are checked against them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="330"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="332"/>
        <source>Add every document in a folder and its subfolders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="334"/>
        <source>Add .zip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="336"/>
        <source>Add every document inside a .zip archive (e.g. a class&apos;s earlier papers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="338"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="339"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="342"/>
        <source>Read again the files that changed since they were added, and list the files that were moved or deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="366"/>
        <source>Collections group the corpus&apos;s documents (e.g. textbooks, earlier years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="375"/>
        <source>Filter by title or file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="416"/>
        <location filename="../../app/gui/corpus_manager.py" line="918"/>
        <location filename="../../app/gui/corpus_manager.py" line="926"/>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="418"/>
        <source>List every file concerned, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="420"/>
        <source>Remove them from the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="424"/>
        <source>Remove the documents of the missing files from the corpus; nothing on disk is changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="450"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="453"/>
        <source>Stop this job; the documents already added are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="465"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="489"/>
        <source>All documents — {documents}, {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="500"/>
        <source>{name} — {documents}, {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="516"/>
        <source>The corpus cannot be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="519"/>
        <source>The corpus is empty: add files, a folder or a .zip archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="523"/>
        <source>{documents} · {words} · {size} on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="542"/>
        <source>The corpus cannot be made at {path}: its folder cannot be written. Choose another place for the corpus in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="573"/>
        <source>The corpus cannot be used, so nothing can be added or removed. {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="579"/>
        <source>This corpus is read-only ({path}): you can look at it and check papers against it, but documents cannot be added or removed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="600"/>
        <source>1 document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="601"/>
        <source>{n} documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="605"/>
        <source>1 word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="606"/>
        <source>{n} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="623"/>
        <source>Remove the selected documents from the corpus (the files on disk are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="630"/>
        <source>Remove the selected collection from the corpus, or select documents to remove only them (the files on disk are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="713"/>
        <source>Adding {name} to the corpus ({collection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="717"/>
        <source>Adding {n} items to the corpus ({collection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="732"/>
        <source>Refreshing the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="745"/>
        <source>Removing {n} documents from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="759"/>
        <source>Removing {n} missing files from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="769"/>
        <source>Remove the selected document from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="771"/>
        <source>Remove the {n} selected documents from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="778"/>
        <source>Remove the collection “{name}” ({documents}) from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="785"/>
        <source>Only the corpus index changes: the files on disk are not touched, and you can add them again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="788"/>
        <source>Remove from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="839"/>
        <source>{title} — stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="841"/>
        <source>{title} — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="843"/>
        <source>{title} — waiting for the job before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="846"/>
        <source>(and {n} more waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="866"/>
        <source>1 document was removed from the corpus (the file on disk is untouched).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="870"/>
        <source>{n} documents were removed from the corpus (the files on disk are untouched).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="877"/>
        <source>“{title}” did not finish: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="894"/>
        <source>“{title}” was cancelled; the corpus was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="926"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="945"/>
        <source>Stopped before the end; what was done until then is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="946"/>
        <source>Added {added}, updated {updated}, unchanged {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="956"/>
        <source>No documents were found in what was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="959"/>
        <source>; 1 file could not be read: {name} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="963"/>
        <source>; {n} files could not be read (see the details).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="973"/>
        <source>{name} has the same text as {other}, already in the corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="980"/>
        <source>{n} documents have the same text as documents already in the corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="985"/>
        <source>{n} documents were added with a note (see the details).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="993"/>
        <source>1 file is missing (moved or deleted) and is still in the index: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="999"/>
        <source>{n} files are missing (moved or deleted) and are still in the index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1004"/>
        <source>{n} removed from the index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1012"/>
        <source>Could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1016"/>
        <source>Missing (moved or deleted), still in the index:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1020"/>
        <source>Same text as a document already in the corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1022"/>
        <source>{path} — same text as {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1029"/>
        <source>Added with a note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1032"/>
        <source>Removed from the index:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1049"/>
        <source>Documents ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1050"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1056"/>
        <source>Add files to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1061"/>
        <source>Add a folder to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1067"/>
        <source>Add .zip archives to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1069"/>
        <source>Zip archives (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1090"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="1091"/>
        <source>Add to the collection (choose one, or type a new name):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsModel</name>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="126"/>
        <source>Title</source>
        <extracomment>What a corpus job does with its own connection: (store, progress, cancel, job) -&gt; result. How long the window waits to read a corpus another process is busy writing (the jobs, off the UI thread, wait as long as the command line does). The kinds of job the manager runs (what their result is and how it is told). Raw values to sort by (numbers stay numbers, text is case-folded). The document&apos;s id in the corpus.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="127"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="128"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="129"/>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="130"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="131"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="135"/>
        <source>The document&apos;s title (from the file, or its name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="136"/>
        <source>The file the text was read from; for a .zip, the member inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="137"/>
        <source>The collection the document belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="138"/>
        <source>How many words the extracted text has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="139"/>
        <source>The language Imbrex recognised in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="140"/>
        <source>When the document was added to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="173"/>
        <source>{title} — by {author}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="102"/>
        <source>Imbrex — something went wrong</source>
        <extracomment>The log file rotates at this size, keeping this many older files (imbrex.log.1 ...). The file errors are written to, or None while no log file is open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="145"/>
        <location filename="../../app/gui/error_dialog.py" line="189"/>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="148"/>
        <source>Show what the program was doing when it failed (for a bug report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="161"/>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="164"/>
        <source>Copy the message and the details, to paste them into an e-mail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="170"/>
        <source>Open log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="173"/>
        <source>Open the folder holding the log file: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="189"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/error_dialog.py" line="224"/>
        <source>%n more error(s) happened while this window was open. The log file has them all.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../app/gui/export.py" line="83"/>
        <source>Exporting {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="109"/>
        <source>Exporting {batch}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlagsPanel</name>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="44"/>
        <source>No sign of hidden or altered text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="77"/>
        <source>Drop student papers here</source>
        <extracomment>File types offered in the Open dialog (the extractor also sniffs misnamed files). Collection that &quot;add checked papers to the corpus&quot; puts papers in.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="85"/>
        <source>Drag files, folders or .zip archives anywhere onto this window (.docx, .pdf, .odt, .rtf, .txt, .html). Each paper is checked against your reference corpus and against the other papers dropped with it. Nothing leaves this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="97"/>
        <source>Open papers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="99"/>
        <source>Try the demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="100"/>
        <source>Check seven sample papers against the demo corpus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobRow</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="32"/>
        <source>Waiting for the job before it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="37"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="38"/>
        <source>Stop this job; what is finished is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="53"/>
        <source>{done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="60"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobsPanel</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="79"/>
        <source>Progress of all queued work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="116"/>
        <source>{n} job(s) · %p%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="165"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="166"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="167"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="168"/>
        <source>The paper with every borrowed passage marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="169"/>
        <source>A passage beside its source, differences marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="170"/>
        <source>Papers of the class that share text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="211"/>
        <source>&amp;Open papers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="212"/>
        <source>Choose papers (or .zip archives) to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="215"/>
        <source>Open &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="216"/>
        <source>Check every paper in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="219"/>
        <source>Check the &amp;demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="220"/>
        <source>Seven sample papers with planted borrowings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="223"/>
        <source>&amp;Compare two documents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="224"/>
        <source>Show any two files side by side with what they share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="227"/>
        <source>Assignment &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="229"/>
        <source>The assignment text every student was given: its wording is not counted in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="234"/>
        <source>No template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="235"/>
        <source>Count all text again in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="238"/>
        <source>&amp;Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="239"/>
        <source>Save the current paper&apos;s report (HTML, PDF, JSON, CSV, evidence bundle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="242"/>
        <source>Export &amp;class results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="243"/>
        <source>Save every report of the current batch with papers.csv, pairs.csv and summary.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="245"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="247"/>
        <source>&amp;Next passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="248"/>
        <source>Go to the next borrowed passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="251"/>
        <source>&amp;Previous passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="253"/>
        <source>Go to the previous borrowed passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="256"/>
        <source>&amp;Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="257"/>
        <source>&amp;Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="258"/>
        <source>&amp;Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="262"/>
        <source>Exclude &amp;quotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="263"/>
        <source>Text in quotation marks or block quotes is not counted (next checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="268"/>
        <source>Exclude &amp;bibliography</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="269"/>
        <source>The reference list at the end is not counted (next checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="274"/>
        <source>Check &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="275"/>
        <source>Check the current batch again with the current settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="278"/>
        <source>&amp;Cancel all work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="279"/>
        <source>Stop every running and queued job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="282"/>
        <source>&amp;Manage corpus…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="283"/>
        <source>The reference texts papers are checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="286"/>
        <source>&amp;Add checked papers to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="287"/>
        <source>Index the papers of the current batch so later papers are checked against them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="290"/>
        <source>Add papers to the corpus after &amp;each check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="291"/>
        <source>Every checked paper joins the corpus (collection &quot;Checked papers&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="296"/>
        <source>Use another corpus &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="297"/>
        <source>Open a corpus file, e.g. one shared by your department</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="300"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="301"/>
        <source>Matching, exclusions, thresholds, language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="305"/>
        <source>&amp;About Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="307"/>
        <source>Open the &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="308"/>
        <source>Where Imbrex writes the details of any error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="312"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="315"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="325"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="331"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="339"/>
        <source>C&amp;orpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="344"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="346"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="348"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="354"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="358"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="367"/>
        <source> Min. match: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="370"/>
        <source> words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="373"/>
        <source>Passages shorter than this are not counted (next checks; default 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="411"/>
        <source>Work in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="412"/>
        <source>Imbrex is still checking or indexing. Stop the work and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="439"/>
        <source>Preparing the corpus (demo reference texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="447"/>
        <source>Corpus: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="459"/>
        <location filename="../../app/gui/main_window.py" line="464"/>
        <source>{n} documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="463"/>
        <source>Reference corpus: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="478"/>
        <source>Corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="479"/>
        <source>Imbrex corpus (*.imbrex);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="522"/>
        <source>The new settings apply to the next check (Check ▸ Check again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="527"/>
        <source>Papers to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="528"/>
        <source>Papers ({types});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="534"/>
        <source>Folder of papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="550"/>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="552"/>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="555"/>
        <source>Demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="570"/>
        <source>{first} and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="603"/>
        <source>Checking {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="627"/>
        <source>{title}: {n} papers checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="631"/>
        <source>{n} could not be read (see the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="640"/>
        <source>The check of {title} stopped: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="647"/>
        <source>{title}: cancelled; the papers already checked stay in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="667"/>
        <source>Assignment template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="668"/>
        <location filename="../../app/gui/main_window.py" line="749"/>
        <location filename="../../app/gui/main_window.py" line="755"/>
        <source>Documents ({types});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="678"/>
        <source>This template cannot be used: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="685"/>
        <source> no template </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="686"/>
        <source>No assignment template for the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="690"/>
        <source>Text of {name} is not counted in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="748"/>
        <source>The paper (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="754"/>
        <source>The document to compare it with (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="771"/>
        <source>Comparing {a} with {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="796"/>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="806"/>
        <source>Report saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="817"/>
        <source>Export class results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="817"/>
        <source>No finished check to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="821"/>
        <source>Folder for the results (a new folder is made inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="832"/>
        <source>Results saved in {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="872"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="873"/>
        <source>The new language is used from the next start of Imbrex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="882"/>
        <source>About Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="884"/>
        <source>&lt;h3&gt;Imbrex {version}&lt;/h3&gt;&lt;p&gt;An offline plagiarism checker for teachers: papers are compared with your own reference corpus and with each other on this computer; no text leaves it.&lt;/p&gt;&lt;p&gt;Methods: word-shingle containment (Broder) and sentence-block suffix-tree matching (SL+ST).&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Qt {qt}, PySide6 {pyside}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MiniMap</name>
    <message>
        <location filename="../../app/gui/minimap.py" line="54"/>
        <source>The whole document from top to bottom. Coloured bars are passages found in the source; the outlined bar is the current passage and the shaded part is what the text pane shows. Click a bar to go to its passage, or anywhere else to scroll there.</source>
        <extracomment>Least height of a passage&apos;s bar in pixels, so a short passage in a long text can be clicked. Pixels above and below a bar that still count as a click on it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairTableModel</name>
    <message>
        <location filename="../../app/gui/class_view.py" line="130"/>
        <source>{share} of {a} was also found in {b}</source>
        <extracomment>Numbers (and case-folded names) the pairs table sorts by. The (path_a, path_b) of a row. A group with no number sorts after every numbered one. How many names a group&apos;s line lists before &quot;and n more&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="134"/>
        <source>{share} of {b} was also found in {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="153"/>
        <source>Paper A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="154"/>
        <source>Paper B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="155"/>
        <source>% of A in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="156"/>
        <source>% of B in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="157"/>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="163"/>
        <source>Share of paper A&apos;s characters that were also found in paper B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="164"/>
        <source>Share of paper B&apos;s characters that were also found in paper A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="165"/>
        <source>The group of papers that share passages (see the list of groups)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperPage</name>
    <message>
        <location filename="../../app/gui/paper_page.py" line="45"/>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="46"/>
        <source>Previous passage (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="48"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="49"/>
        <source>Next passage (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="51"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="53"/>
        <source>Show the current passage beside its source (or click a passage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="56"/>
        <source>Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="58"/>
        <source>Save this paper&apos;s report as HTML, PDF, JSON, CSV or an evidence bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="78"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="79"/>
        <location filename="../../app/gui/paper_page.py" line="116"/>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="101"/>
        <source>This file could not be checked: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="116"/>
        <source>Flags ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="126"/>
        <source>{share} of this paper matches {n} source(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="130"/>
        <source>{n} source(s) hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="133"/>
        <source>{n} span(s) not counted (quotes, references…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="199"/>
        <source>Passage {label} · {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="205"/>
        <source>{n} passages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperView</name>
    <message>
        <location filename="../../app/gui/paper_view.py" line="187"/>
        <source>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;{words} words · {share} of the paper · found by {method}&lt;br&gt;Source: {source} of the paper in total&lt;br&gt;&lt;i&gt;Click to see it side by side&lt;/i&gt;</source>
        <extracomment>Text colour on highlighted spans (the backgrounds are light in both palettes).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_view.py" line="199"/>
        <source>Not counted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PapersList</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="212"/>
        <source>Show only papers with at least this similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="216"/>
        <source>Show papers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="239"/>
        <source>{shown} of {total} papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="241"/>
        <source>{total} papers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PapersModel</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="60"/>
        <source>Paper</source>
        <extracomment>Similarity at which the colour scale reaches full red (a third of the paper borrowed).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="61"/>
        <source>Similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="62"/>
        <source>Top source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="63"/>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="64"/>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="78"/>
        <source>The checked file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="79"/>
        <source>Share of the paper&apos;s characters inside borrowed passages (hidden sources left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="80"/>
        <source>The source covering most of the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="81"/>
        <source>Signs of hidden or altered text (look-alike letters, invisible characters, hidden text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="82"/>
        <source>The drop or Open… the paper came with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="117"/>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="151"/>
        <source>Could not be checked: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="153"/>
        <source>{n} sign(s) of hidden or altered text: open the paper to see them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="59"/>
        <source>Settings</source>
        <extracomment>The window&apos;s languages: (locale name, the language&apos;s own name). Each language is written in itself so a teacher finds theirs whatever the window&apos;s current language; the first entry (&quot;follow the system&quot;) is translated in the dialog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="81"/>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="84"/>
        <source>Put every setting in this window back to its default (the language stays as it is). Nothing is stored until you press OK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="88"/>
        <source>Store the settings and keep this window open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="104"/>
        <source>default: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="148"/>
        <location filename="../../app/gui/settings_dialog.py" line="243"/>
        <location filename="../../app/gui/settings_dialog.py" line="258"/>
        <location filename="../../app/gui/settings_dialog.py" line="325"/>
        <location filename="../../app/gui/settings_dialog.py" line="341"/>
        <source>Default: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="157"/>
        <source> words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="158"/>
        <source>Matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="164"/>
        <source>Imbrex starts from runs of this many words found word for word in both texts. Fewer words find more copying, and more chance matches of common phrases; more words find only longer copied stretches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="171"/>
        <source>Words in a row to compare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="179"/>
        <source>Passages shorter than this many words are not counted (they are still listed as too short). Raise it to ignore common phrases; lower it to see single copied sentences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="185"/>
        <source>Shortest passage counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="191"/>
        <source>How alike two sentences must be (0 = no words in common, 1 = the same words) before Imbrex takes one for a reworded copy of the other. Lower it to catch heavier rewording, at the price of more false alarms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="198"/>
        <source>Sentence similarity needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="206"/>
        <source>How alike a whole passage must be to its source, once the matching sentences are joined up (0 = nothing in common, 1 = the same words). Lower keeps more loosely reworded passages; higher keeps only close copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="213"/>
        <source>Passage similarity needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="218"/>
        <source> sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="221"/>
        <source>Matching sentences at most this many sentences apart are joined into one passage. Raise it to see a copied section with a few sentences of the student&apos;s own in between as one passage; lower it to keep them apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="226"/>
        <source>Join matches up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="231"/>
        <source>Exclusions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="233"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="233"/>
        <location filename="../../app/gui/settings_dialog.py" line="325"/>
        <location filename="../../app/gui/settings_dialog.py" line="327"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="235"/>
        <source>Do not count quotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="239"/>
        <source>Text in quotation marks (“…”, «…», 「…」 and the like) and block quotes is shown but not counted in the similarity: the student named it as someone else&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="249"/>
        <source>Do not count the bibliography</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="253"/>
        <source>The list of references at the end of a paper (after a heading such as References or Bibliography) is not counted: reference lists look alike in every paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="270"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="276"/>
        <source>The class view links two papers when they share at least this share of their text. Raise it to see only the strongest pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="282"/>
        <source>Class view: link papers sharing at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="290"/>
        <source>The papers list calls out papers whose similarity is at least this. At 0 % every paper with any match is called out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="296"/>
        <source>Papers list: call out papers from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="301"/>
        <source> documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="304"/>
        <source>For each paper, Imbrex compares in full only the corpus documents most likely to match it. More finds sources that share less text, and checks take longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="310"/>
        <source>Corpus documents compared per paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="316"/>
        <source>Add checked papers to the corpus after each check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="321"/>
        <source>Keep every checked paper in the corpus, so next year&apos;s papers (and other classes) are compared with them too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="331"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="335"/>
        <location filename="../../app/gui/settings_dialog.py" line="341"/>
        <location filename="../../app/gui/settings_dialog.py" line="344"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="339"/>
        <source>The language of Imbrex&apos;s menus and messages (not of the papers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <source>Takes effect when Imbrex is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="421"/>
        <source>These settings cannot be used together: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="316"/>
        <source>Paper text</source>
        <extracomment>A passage with at most this many characters (both sides together) has its words compared on the UI thread (a few milliseconds); a longer one is compared by a background job. Where the current passage&apos;s first line is put, as a share of the pane&apos;s height. Text colour of words that differ between the paper and the source. How much darker the current passage is drawn than the other passages (Qt&apos;s darker()).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="317"/>
        <source>Source text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="319"/>
        <source>Previous passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="320"/>
        <source>Next passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="322"/>
        <source>Go to the previous passage of this source (Alt+Up or Ctrl+[).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="325"/>
        <source>Go to the next passage of this source (Alt+Down or Ctrl+]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="330"/>
        <source>The current passage: its number, its length in words of the paper and the share of its words that the paper and the source have in the same order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="336"/>
        <source>&lt;span style=&quot;color:#9c0006; text-decoration:underline&quot;&gt;underlined&lt;/span&gt;: words the paper added or changed · &lt;span style=&quot;color:#9c0006; text-decoration:line-through&quot;&gt;struck out&lt;/span&gt;: source words the paper left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="345"/>
        <source>Inside the current passage, words in red differ between the paper and the source; the other words are the same in both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="349"/>
        <source>Synchronise scrolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="353"/>
        <source>When on, scrolling one text scrolls the other so that matching passages stay side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="415"/>
        <source>This report has no source number {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="425"/>
        <location filename="../../app/gui/side_by_side.py" line="441"/>
        <location filename="../../app/gui/side_by_side.py" line="471"/>
        <source>These two documents have no passage in common.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="528"/>
        <source>Passage {label}, found by {method}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="533"/>
        <source>Paper: characters {start}–{end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="536"/>
        <source>Source: characters {start}–{end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="540"/>
        <source>{words} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="642"/>
        <source>{path} · {share} of the paper found in sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="649"/>
        <source>{path} · {share} of the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="652"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="653"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="653"/>
        <source>No source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="655"/>
        <source>Source {n}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="706"/>
        <source>No passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="709"/>
        <source>Passage {n} of {total} · {words} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="715"/>
        <source> · {share} identical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="717"/>
        <source> · comparing words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="737"/>
        <source>Comparing the words of passage {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="768"/>
        <source>The paper added these words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="770"/>
        <source>The paper left these words out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="771"/>
        <source>Changed: “{source}” → “{paper}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="150"/>
        <source>Similarity of the papers</source>
        <extracomment>The share at which a square is fully red; larger shares look the same. Colour stops of the scale over ``share / FULL_SHARE``: white, light yellow, orange, red. Squares smaller than this (pixels) have no grid lines. Squares never grow larger than this (pixels), so a class of 2 does not fill the screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="152"/>
        <source>Each square: share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="297"/>
        <source>{name}: the same paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="298"/>
        <source>{a} ↔ {b}: {ab} of {a} in {b}, {ba} of {b} in {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="327"/>
        <source>{path}
Double-click to open this paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="332"/>
        <source>White: nothing in common. Red: half of the paper or more was found in the other one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="392"/>
        <source>No papers to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="483"/>
        <source>Share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourcesPanel</name>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="55"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="56"/>
        <source>% of paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="57"/>
        <source>Containment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="58"/>
        <source>Resemblance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="59"/>
        <source>Passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="60"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="64"/>
        <source>Untick a source to leave it out of the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="65"/>
        <source>Share of the paper&apos;s characters inside passages of this source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="67"/>
        <source>Share of the paper&apos;s word sequences (shingles) also found in the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="70"/>
        <source>Shared word sequences over all word sequences of both (Jaccard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="72"/>
        <source>Passages found in this source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
