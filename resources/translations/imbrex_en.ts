<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
        <location filename="../../app/gui/class_view.py" line="275"/>
        <source>Double-click a pair to compare the two papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="285"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="289"/>
        <source>Papers are grouped when Imbrex found passages they share. Click a group to select its pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="300"/>
        <source>Click a square to compare the two papers of its row and column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="314"/>
        <source>Pairs of papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="415"/>
        <source>No pair of papers shares {share} or more. Lower the threshold to see the pairs that share less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="419"/>
        <source>No two papers share passages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="430"/>
        <source>%n paper(s) checked</source>
        <translation>
            <numerusform>%n paper checked</numerusform>
            <numerusform>%n papers checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="431"/>
        <source>%n pair(s) above {share}</source>
        <translation>
            <numerusform>%n pair above {share}</numerusform>
            <numerusform>%n pairs above {share}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="432"/>
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="435"/>
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n could not be read</numerusform>
            <numerusform>%n could not be read</numerusform>
        </translation>
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
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="448"/>
        <source>Group {number}: %n paper(s) — {names}</source>
        <translation>
            <numerusform>Group {number}: %n paper — {names}</numerusform>
            <numerusform>Group {number}: %n papers — {names}</numerusform>
        </translation>
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
        <location filename="../../app/gui/corpus_manager.py" line="149"/>
        <source>Reference corpus</source>
        <extracomment>What a corpus job does with its own connection: (store, progress, cancel, job) -&gt; result. How long the window waits to read a corpus another process is busy writing (the jobs, off the UI thread, wait as long as the command line does). The kinds of job the manager runs (what their result is and how it is told). Whether the corpus may have changed (unknown until the outcome says otherwise).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="172"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="175"/>
        <source>Add documents (.docx, .pdf, .odt, .rtf, .html, .txt) to the corpus, so that papers are checked against them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="179"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="181"/>
        <source>Add every document in a folder and its subfolders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="183"/>
        <source>Add .zip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="185"/>
        <source>Add every document inside a .zip archive (e.g. a class&apos;s earlier papers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="187"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="188"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="191"/>
        <source>Read again the files that changed since they were added, and list the files that were moved or deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="215"/>
        <source>Collections group the corpus&apos;s documents (e.g. textbooks, earlier years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="224"/>
        <source>Filter by title or file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="268"/>
        <location filename="../../app/gui/corpus_manager.py" line="763"/>
        <location filename="../../app/gui/corpus_manager.py" line="771"/>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="270"/>
        <source>List every file concerned, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="272"/>
        <source>Remove them from the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="276"/>
        <source>Remove the documents of the missing files from the corpus; nothing on disk is changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="303"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="306"/>
        <source>Stop this job; the documents already added are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="319"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="343"/>
        <source>All documents — {documents}, {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="354"/>
        <source>{name} — {documents}, {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="370"/>
        <source>The corpus cannot be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="373"/>
        <source>The corpus is empty: add files, a folder or a .zip archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="377"/>
        <source>{documents} · {words} · {size} on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="396"/>
        <source>The corpus cannot be made at {path}: its folder cannot be written. Choose another place for the corpus in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="427"/>
        <source>The corpus cannot be used, so nothing can be added or removed. {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="433"/>
        <source>This corpus is read-only ({path}): you can look at it and check papers against it, but documents cannot be added or removed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="453"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="456"/>
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="473"/>
        <source>Remove the selected documents from the corpus (the files on disk are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="480"/>
        <source>Remove the selected collection from the corpus, or select documents to remove only them (the files on disk are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="563"/>
        <source>Adding {name} to the corpus ({collection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="567"/>
        <source>Adding {n} items to the corpus ({collection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="582"/>
        <source>Refreshing the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="595"/>
        <source>Removing %Ln document(s) from the corpus</source>
        <translation>
            <numerusform>Removing %Ln document from the corpus</numerusform>
            <numerusform>Removing %Ln documents from the corpus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="609"/>
        <source>Removing {n} missing files from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="619"/>
        <source>Remove the selected document from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="621"/>
        <source>Remove the %Ln selected documents from the corpus?</source>
        <translation>
            <numerusform>Remove the %Ln selected document from the corpus?</numerusform>
            <numerusform>Remove the %Ln selected documents from the corpus?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="626"/>
        <source>Remove the collection “{name}” ({documents}) from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="633"/>
        <source>Only the corpus index changes: the files on disk are not touched, and you can add them again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="636"/>
        <source>Remove from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="687"/>
        <source>{title} — stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="689"/>
        <source>{title} — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="691"/>
        <source>{title} — waiting for the job before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="694"/>
        <source>(and {n} more waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="713"/>
        <source>%Ln document(s) removed from the corpus (the files on disk are untouched).</source>
        <translation>
            <numerusform>%Ln document removed from the corpus (the file on disk is untouched).</numerusform>
            <numerusform>%Ln documents removed from the corpus (the files on disk are untouched).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="722"/>
        <source>“{title}” did not finish: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="739"/>
        <source>“{title}” was cancelled; the corpus was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="771"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="790"/>
        <source>Stopped before the end; what was done until then is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="791"/>
        <source>Added {added}, updated {updated}, unchanged {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="801"/>
        <source>No documents were found in what was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="804"/>
        <source>; 1 file could not be read: {name} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="808"/>
        <source>; %Ln files could not be read (see the details).</source>
        <translation>
            <numerusform>; %Ln file could not be read (see the details).</numerusform>
            <numerusform>; %Ln files could not be read (see the details).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="816"/>
        <source>{name} has the same text as {other}, already in the corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="823"/>
        <source>%Ln documents have the same text as documents already in the corpus.</source>
        <translation>
            <numerusform>%Ln document has the same text as a document already in the corpus.</numerusform>
            <numerusform>%Ln documents have the same text as documents already in the corpus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="831"/>
        <source>%Ln document(s) added with a note (see the details).</source>
        <translation>
            <numerusform>%Ln document added with a note (see the details).</numerusform>
            <numerusform>%Ln documents added with a note (see the details).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="840"/>
        <source>1 file is missing (moved or deleted) and is still in the index: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="846"/>
        <source>%Ln files are missing (moved or deleted) and are still in the index.</source>
        <translation>
            <numerusform>%Ln file is missing (moved or deleted) and is still in the index.</numerusform>
            <numerusform>%Ln files are missing (moved or deleted) and are still in the index.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="852"/>
        <source>%Ln removed from the index.</source>
        <translation>
            <numerusform>%Ln removed from the index.</numerusform>
            <numerusform>%Ln removed from the index.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="859"/>
        <source>Could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="863"/>
        <source>Missing (moved or deleted), still in the index:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="867"/>
        <source>Same text as a document already in the corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="869"/>
        <source>{path} — same text as {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="876"/>
        <source>Added with a note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="879"/>
        <source>Removed from the index:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="896"/>
        <source>Documents ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="897"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="903"/>
        <source>Add files to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="908"/>
        <source>Add a folder to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="914"/>
        <source>Add .zip archives to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="916"/>
        <source>Zip archives (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="937"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="938"/>
        <source>Add to the collection (choose one, or type a new name):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsModel</name>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="67"/>
        <source>Title</source>
        <extracomment>Raw values to sort by (numbers stay numbers, text is case-folded). The document&apos;s id in the corpus.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="68"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="69"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="70"/>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="71"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="72"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="76"/>
        <source>The document&apos;s title (from the file, or its name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="77"/>
        <source>The file the text was read from; for a .zip, the member inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="78"/>
        <source>The collection the document belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="79"/>
        <source>How many words the extracted text has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="80"/>
        <source>The language Imbrex recognised in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="81"/>
        <source>When the document was added to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="114"/>
        <source>{title} — by {author}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="70"/>
        <source>Something went wrong: {error}. Your papers and the corpus are not affected.</source>
        <extracomment>The log file rotates at this size, keeping this many older files (imbrex.log.1 ...). The file errors are written to, or None while no log file is open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="74"/>
        <source>The details were saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="100"/>
        <source>Imbrex — something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="143"/>
        <location filename="../../app/gui/error_dialog.py" line="187"/>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="146"/>
        <source>Show what the program was doing when it failed (for a bug report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="159"/>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="162"/>
        <source>Copy the message and the details, to paste them into an e-mail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="168"/>
        <source>Open log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="171"/>
        <source>Open the folder holding the log file: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="187"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/error_dialog.py" line="222"/>
        <source>%n more error(s) happened while this window was open. The log file has them all.</source>
        <translation>
            <numerusform>%n more error happened while this window was open. The log file has them all.</numerusform>
            <numerusform>%n more errors happened while this window was open. The log file has them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../app/gui/export.py" line="36"/>
        <source>HTML report (opens in any browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="41"/>
        <source>PDF report (for printing and archiving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="46"/>
        <source>Evidence bundle (report, texts, checksums)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="48"/>
        <source>JSON data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="49"/>
        <source>CSV table of sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="50"/>
        <source>Plain-text summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="107"/>
        <source>Exporting {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="134"/>
        <source>Exporting {batch}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlagsPanel</name>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="47"/>
        <source>No sign of hidden or altered text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="79"/>
        <source>Drop student papers here</source>
        <extracomment>File types offered in the Open dialog (the extractor also sniffs misnamed files). Collection that &quot;add checked papers to the corpus&quot; puts papers in.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="87"/>
        <source>Drag files, folders or .zip archives anywhere onto this window (.docx, .pdf, .odt, .rtf, .txt, .html). Each paper is checked against your reference corpus and against the other papers dropped with it. Nothing leaves this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="102"/>
        <source>Open papers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="104"/>
        <source>Try the demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="105"/>
        <source>Check seven sample papers against the demo corpus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobRow</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="43"/>
        <source>Waiting for the job before it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="48"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="49"/>
        <source>Stop this job; what is finished is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="64"/>
        <source>{done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="72"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobsPanel</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="91"/>
        <source>Progress of all queued work</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/jobs_panel.py" line="127"/>
        <source>%n job(s) · %p%</source>
        <translation>
            <numerusform>%n job · %p%</numerusform>
            <numerusform>%n jobs · %p%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/gui/labels.py" line="17"/>
        <source>quotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="18"/>
        <source>bibliography</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="19"/>
        <source>template text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="20"/>
        <source>match too short to count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="21"/>
        <source>shared template, other numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="22"/>
        <source>shared word sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="23"/>
        <source>matching sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="24"/>
        <source>reworded sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="25"/>
        <source>Look-alike letters from another alphabet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="26"/>
        <source>Invisible characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="27"/>
        <source>Hidden text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="28"/>
        <source>No text layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="29"/>
        <source>Little text for the file&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="30"/>
        <source>Letters of another alphabet that look the same can hide copied words from a checker. Look at the marked words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="35"/>
        <source>Characters that take no space can split words so that a checker does not see them. Look at the marked places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="40"/>
        <source>Text that a reader does not see (white, tiny or hidden) was found in the file. Open the file and look at the marked places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="45"/>
        <source>The file has no text to compare: it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="50"/>
        <source>Most of the file may be pictures whose text Imbrex cannot read. Check the file by eye.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="172"/>
        <source>Paper</source>
        <extracomment>The installed translators, kept alive with the window (set by application.run).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="173"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="174"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="175"/>
        <source>The paper with every borrowed passage marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="176"/>
        <source>A passage beside its source, differences marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="177"/>
        <source>Papers of the class that share text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="219"/>
        <source>&amp;Open papers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="222"/>
        <source>Choose papers (or .zip archives) to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="225"/>
        <source>Open &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="228"/>
        <source>Check every paper in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="231"/>
        <source>Check the &amp;demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="234"/>
        <source>Seven sample papers with planted borrowings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="38"/>
        <location filename="../../app/gui/main_window.py" line="237"/>
        <source>&amp;Compare two documents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="240"/>
        <source>Show any two files side by side with what they share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="243"/>
        <source>Assignment &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="247"/>
        <source>The assignment text every student was given: its wording is not counted in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="252"/>
        <source>No template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="255"/>
        <source>Count all text again in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="258"/>
        <source>&amp;Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="261"/>
        <source>Save the current paper&apos;s report (HTML, PDF, JSON, CSV, evidence bundle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="264"/>
        <source>Export &amp;class results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="268"/>
        <source>Save every report of the current batch with papers.csv, pairs.csv and summary.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="271"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="275"/>
        <source>&amp;Next passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="278"/>
        <source>Go to the next borrowed passage (also Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="281"/>
        <source>&amp;Previous passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="284"/>
        <source>Go to the previous borrowed passage (also Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="287"/>
        <source>&amp;Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="288"/>
        <source>&amp;Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="289"/>
        <source>&amp;Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="293"/>
        <source>Exclude &amp;quotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="296"/>
        <source>Text in quotation marks or block quotes is not counted (next checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="301"/>
        <source>Exclude &amp;bibliography</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="304"/>
        <source>The reference list at the end is not counted (next checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="309"/>
        <source>Check &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="312"/>
        <source>Check the current batch again with the current settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="315"/>
        <source>&amp;Cancel all work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="318"/>
        <source>Stop every running and queued job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="321"/>
        <source>&amp;Manage corpus…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="324"/>
        <source>The reference texts papers are checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="327"/>
        <source>&amp;Add checked papers to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="331"/>
        <source>Index the papers of the current batch so later papers are checked against them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="335"/>
        <source>Add papers to the corpus after &amp;each check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="338"/>
        <source>Every checked paper joins the corpus (collection &quot;Checked papers&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="343"/>
        <source>Use another corpus &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="346"/>
        <source>Open a corpus file, e.g. one shared by your department</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="349"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="352"/>
        <source>Matching, exclusions, thresholds, language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="356"/>
        <source>&amp;About Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="358"/>
        <source>Open the &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="361"/>
        <source>Where Imbrex writes the details of any error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="365"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="368"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="378"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="384"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="392"/>
        <source>C&amp;orpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="397"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="399"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="401"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="407"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="411"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="420"/>
        <source> Min. match: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="423"/>
        <source> words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="426"/>
        <source>Passages shorter than this are not counted (next checks; default 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="470"/>
        <source>Work in progress</source>
        <extracomment>Whether closing while work is queued or running asks first. The window started by ``--quit-when-checked`` or ``--quit-after-show`` never asks: nobody is there to answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="471"/>
        <source>Imbrex is still checking or indexing. Stop the work and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="498"/>
        <source>Preparing the corpus (demo reference texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="506"/>
        <source>Corpus: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/main_window.py" line="521"/>
        <location filename="../../app/gui/main_window.py" line="526"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="525"/>
        <source>Reference corpus: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="541"/>
        <source>Corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="543"/>
        <source>Imbrex corpus (*.imbrex);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="586"/>
        <source>The new settings apply to the next check (Check ▸ Check again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="592"/>
        <source>Papers to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="594"/>
        <source>Papers ({types});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="601"/>
        <source>Folder of papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="618"/>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="620"/>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="623"/>
        <source>Demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="645"/>
        <source>{first} and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="668"/>
        <source>Checking {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/main_window.py" line="701"/>
        <source>{title}: %n paper(s) checked</source>
        <translation>
            <numerusform>{title}: %n paper checked</numerusform>
            <numerusform>{title}: %n papers checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/main_window.py" line="704"/>
        <source>%n could not be read (see the list)</source>
        <translation>
            <numerusform>%n could not be read (see the list)</numerusform>
            <numerusform>%n could not be read (see the list)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="707"/>
        <source>{title}: no papers found. Imbrex reads .docx, .pdf, .odt, .rtf, .txt and .html files, and folders or .zip archives holding them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="722"/>
        <source>The check of {title} stopped: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="732"/>
        <source>{title}: cancelled; the papers already checked stay in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="753"/>
        <source>Assignment template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="755"/>
        <location filename="../../app/gui/main_window.py" line="841"/>
        <source>Documents ({types});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="766"/>
        <source>This template cannot be used: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="774"/>
        <source> no template </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="775"/>
        <source>No assignment template for the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="779"/>
        <source>Text of {name} is not counted in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="40"/>
        <source>The paper (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="41"/>
        <source>The document to compare it with (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="862"/>
        <source>Comparing {a} with {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="891"/>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="901"/>
        <source>Report saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="912"/>
        <source>Export class results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="912"/>
        <source>No finished check to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="917"/>
        <source>Folder for the results (a new folder is made inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="929"/>
        <source>Results saved in {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="967"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="968"/>
        <source>The new language is used from the next start of Imbrex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="977"/>
        <source>About Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="979"/>
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
        <location filename="../../app/gui/paper_page.py" line="49"/>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="50"/>
        <source>Previous passage (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="52"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="53"/>
        <source>Next passage (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="55"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="57"/>
        <source>Show the current passage beside its source (or click a passage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="60"/>
        <source>Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="62"/>
        <source>Save this paper&apos;s report as HTML, PDF, JSON, CSV or an evidence bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="84"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="85"/>
        <location filename="../../app/gui/paper_page.py" line="128"/>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="111"/>
        <source>This file could not be checked: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="128"/>
        <source>Flags ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="138"/>
        <source>{share} of this paper matches %n source(s)</source>
        <translation>
            <numerusform>{share} of this paper matches %n source</numerusform>
            <numerusform>{share} of this paper matches %n sources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="142"/>
        <source>%n source(s) hidden</source>
        <translation>
            <numerusform>%n source hidden</numerusform>
            <numerusform>%n sources hidden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="145"/>
        <source>%n span(s) not counted (quotes, references…)</source>
        <translation>
            <numerusform>%n span not counted (quotes, references…)</numerusform>
            <numerusform>%n spans not counted (quotes, references…)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="212"/>
        <source>Passage {label} · {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="217"/>
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaperView</name>
    <message>
        <location filename="../../app/gui/paper_view.py" line="193"/>
        <source>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;{words} words · {share} of the paper · found by {method}&lt;br&gt;Source: {source} of the paper in total&lt;br&gt;&lt;i&gt;Click to see it side by side&lt;/i&gt;</source>
        <extracomment>Text colour on highlighted spans (the backgrounds are light in both palettes).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_view.py" line="205"/>
        <source>Not counted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PapersList</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="221"/>
        <source>Show only papers with at least this similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="225"/>
        <source>Show papers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="248"/>
        <source>{shown} of %n paper(s)</source>
        <translation>
            <numerusform>{shown} of %n paper</numerusform>
            <numerusform>{shown} of %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="250"/>
        <source>%n paper(s)</source>
        <translation>
            <numerusform>%n paper</numerusform>
            <numerusform>%n papers</numerusform>
        </translation>
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
        <location filename="../../app/gui/papers_list.py" line="68"/>
        <source>The checked file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="70"/>
        <source>Share of the paper&apos;s characters inside borrowed passages (hidden sources left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="72"/>
        <source>The source covering most of the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="74"/>
        <source>Signs of hidden or altered text (look-alike letters, invisible characters, hidden text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="77"/>
        <source>The drop or Open… the paper came with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="117"/>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="124"/>
        <source>Could not be checked: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="150"/>
        <source>%n sign(s) of hidden or altered text: open the paper to see them</source>
        <translation>
            <numerusform>%n sign of hidden or altered text: open the paper to see it</numerusform>
            <numerusform>%n signs of hidden or altered text: open the paper to see them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <extracomment>The window&apos;s languages: (locale name, the language&apos;s own name). Each language is written in itself so a teacher finds theirs whatever the window&apos;s current language; the first entry (&quot;follow the system&quot;) is translated in the dialog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="83"/>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="86"/>
        <source>Put every setting in this window back to its default (the language stays as it is). Nothing is stored until you press OK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="90"/>
        <source>Store the settings and keep this window open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="106"/>
        <source>default: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="152"/>
        <location filename="../../app/gui/settings_dialog.py" line="247"/>
        <location filename="../../app/gui/settings_dialog.py" line="262"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <source>Default: {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="161"/>
        <source> words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="162"/>
        <source>Matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="168"/>
        <source>Imbrex starts from runs of this many words found word for word in both texts. Fewer words find more copying, and more chance matches of common phrases; more words find only longer copied stretches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="175"/>
        <source>Words in a row to compare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="183"/>
        <source>Passages shorter than this many words are not counted (they are still listed as too short). Raise it to ignore common phrases; lower it to see single copied sentences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="189"/>
        <source>Shortest passage counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="195"/>
        <source>How alike two sentences must be (0 = no words in common, 1 = the same words) before Imbrex takes one for a reworded copy of the other. Lower it to catch heavier rewording, at the price of more false alarms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="202"/>
        <source>Sentence similarity needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="210"/>
        <source>How alike a whole passage must be to its source, once the matching sentences are joined up (0 = nothing in common, 1 = the same words). Lower keeps more loosely reworded passages; higher keeps only close copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="217"/>
        <source>Passage similarity needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="222"/>
        <source> sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="225"/>
        <source>Matching sentences at most this many sentences apart are joined into one passage. Raise it to see a copied section with a few sentences of the student&apos;s own in between as one passage; lower it to keep them apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="230"/>
        <source>Join matches up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="235"/>
        <source>Exclusions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="237"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="237"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="331"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="239"/>
        <source>Do not count quotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="243"/>
        <source>Text in quotation marks (“…”, «…», 「…」 and the like) and block quotes is shown but not counted in the similarity: the student named it as someone else&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="253"/>
        <source>Do not count the bibliography</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="257"/>
        <source>The list of references at the end of a paper (after a heading such as References or Bibliography) is not counted: reference lists look alike in every paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="274"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="280"/>
        <source>The class view links two papers when they share at least this share of their text. Raise it to see only the strongest pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="286"/>
        <source>Class view: link papers sharing at least:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="294"/>
        <source>The papers list calls out papers whose similarity is at least this. At 0 % every paper with any match is called out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="300"/>
        <source>Papers list: call out papers from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="305"/>
        <source> documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="308"/>
        <source>For each paper, Imbrex compares in full only the corpus documents most likely to match it. More finds sources that share less text, and checks take longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="314"/>
        <source>Corpus documents compared per paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="320"/>
        <source>Add checked papers to the corpus after each check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="325"/>
        <source>Keep every checked paper in the corpus, so next year&apos;s papers (and other classes) are compared with them too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="335"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="339"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <location filename="../../app/gui/settings_dialog.py" line="348"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="343"/>
        <source>The language of Imbrex&apos;s menus and messages (not of the papers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="349"/>
        <source>Takes effect when Imbrex is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="425"/>
        <source>These settings cannot be used together: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="331"/>
        <source>Paper text</source>
        <extracomment>A passage with at most this many characters (both sides together) has its words compared on the UI thread (a few milliseconds); a longer one is compared by a background job. Where the current passage&apos;s first line is put, as a share of the pane&apos;s height. Text colour of words that differ between the paper and the source. How much darker the current passage is drawn than the other passages (Qt&apos;s darker()).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="332"/>
        <source>Source text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="334"/>
        <source>Previous passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="335"/>
        <source>Next passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="337"/>
        <source>Go to the previous passage of this source (Alt+Up or Ctrl+[).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="340"/>
        <source>Go to the next passage of this source (Alt+Down or Ctrl+]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="346"/>
        <source>The current passage: its number, its length in words of the paper and the share of its words that the paper and the source have in the same order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="352"/>
        <source>&lt;span style=&quot;color:#9c0006; text-decoration:underline&quot;&gt;underlined&lt;/span&gt;: words the paper added or changed · &lt;span style=&quot;color:#9c0006; text-decoration:line-through&quot;&gt;struck out&lt;/span&gt;: source words the paper left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="361"/>
        <source>Inside the current passage, words in red differ between the paper and the source; the other words are the same in both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="365"/>
        <source>Synchronise scrolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="369"/>
        <source>When on, scrolling one text scrolls the other so that matching passages stay side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="432"/>
        <source>This report has no source number {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="442"/>
        <location filename="../../app/gui/side_by_side.py" line="458"/>
        <location filename="../../app/gui/side_by_side.py" line="488"/>
        <source>These two documents have no passage in common.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="545"/>
        <source>Passage {label}, found by {method}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="550"/>
        <source>Paper: characters {start}–{end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="553"/>
        <source>Source: characters {start}–{end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="557"/>
        <source>{words} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="661"/>
        <source>{path} · {share} of the paper found in sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="668"/>
        <source>{path} · {share} of the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="672"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="673"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="673"/>
        <source>No source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="675"/>
        <source>Source {n}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="726"/>
        <source>No passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="729"/>
        <source>Passage {n} of {total} · {words} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="735"/>
        <source> · {share} identical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="737"/>
        <source> · comparing words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="757"/>
        <source>Comparing the words of passage {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="788"/>
        <source>The paper added these words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="790"/>
        <source>The paper left these words out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="791"/>
        <source>Changed: “{source}” → “{paper}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="146"/>
        <source>Similarity of the papers</source>
        <extracomment>The share at which a square is fully red; larger shares look the same. Colour stops of the scale over ``share / FULL_SHARE``: white, light yellow, orange, red. Squares smaller than this (pixels) have no grid lines. Squares never grow larger than this (pixels), so a class of 2 does not fill the screen. The shortest labels shown (average characters); with less room the names are left out.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="148"/>
        <source>Each square: share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="298"/>
        <source>{name}: the same paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="299"/>
        <source>{a} ↔ {b}: {ab} of {a} in {b}, {ba} of {b} in {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="328"/>
        <source>{path}
Double-click to open this paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="333"/>
        <source>White: nothing in common. Red: half of the paper or more was found in the other one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="393"/>
        <source>No papers to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="484"/>
        <source>Share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourcesPanel</name>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="50"/>
        <source>Source</source>
        <extracomment>The name column is at least this many (average) characters wide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="51"/>
        <source>% of paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="52"/>
        <source>Containment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="53"/>
        <source>Resemblance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="54"/>
        <source>Passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="55"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="59"/>
        <source>Untick a source to leave it out of the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="60"/>
        <source>Share of the paper&apos;s characters inside passages of this source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="61"/>
        <source>Share of the paper&apos;s word sequences (shingles) also found in the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="62"/>
        <source>Shared word sequences over all word sequences of both (Jaccard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="63"/>
        <source>Passages found in this source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="64"/>
        <source>The corpus collection the source belongs to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
