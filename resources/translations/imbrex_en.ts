<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BatchChecks</name>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="62"/>
        <source>Papers to check</source>
        <extracomment>File types offered in the Open dialog (the extractor also sniffs misnamed files). Checks that stopped while the corpus was a shared one on a server (which may have gone): checked again as they were once the window has a corpus it can use (the teacher&apos;s own file, another server, or this one answering after all), so that no paper has to be opened again. The error shown for such a check, closed when the window offers the corpus file (one message, not two on top of each other).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="64"/>
        <source>Papers ({types});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="71"/>
        <source>Folder of papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="82"/>
        <source>Demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="113"/>
        <source>{first} and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="145"/>
        <source>Checking {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/batch_checks.py" line="237"/>
        <source>{title}: %n paper(s) checked</source>
        <translation>
            <numerusform>{title}: %n paper checked</numerusform>
            <numerusform>{title}: %n papers checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/batch_checks.py" line="240"/>
        <source>%n not checked (see the list)</source>
        <translation>
            <numerusform>%n not checked (see the list)</numerusform>
            <numerusform>%n not checked (see the list)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="243"/>
        <source>{title}: no papers found. Imbrex reads .docx, .pdf, .odt, .rtf, .txt and .html files, and folders or .zip archives holding them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="260"/>
        <source>{title}: not checked, the shared corpus cannot be used now. Its papers are checked as soon as the window has a corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="270"/>
        <source>The check of {title} stopped: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="282"/>
        <source>classmates only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="289"/>
        <source>Check them against each other only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="295"/>
        <source>Compare the papers with each other, without the corpus. Their scores then count only what they share with each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="325"/>
        <source>{title}: cancelled; the papers already checked stay in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="336"/>
        <source>Assignment template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="338"/>
        <source>Documents ({types});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="350"/>
        <source>This template cannot be used: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="361"/>
        <source> no template </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="362"/>
        <source>No assignment template for the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="366"/>
        <source>Text of {name} is not counted in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassExportDialog</name>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="31"/>
        <source>Export class results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="33"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="43"/>
        <source>A new folder is made inside the chosen one. It holds index.html (an overview with links to every report), papers.csv (scores, flags and why a paper was not checked), pairs.csv, summary.json and one report per paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="57"/>
        <source>Save in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="58"/>
        <source>Reports as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="65"/>
        <source>Folder for the results (a new folder is made inside)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message>
        <location filename="../../app/gui/class_view.py" line="285"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="289"/>
        <source>List a pair of papers when at least this share of one of them was also found in the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="293"/>
        <source>Show pairs sharing at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="323"/>
        <source>Double-click a pair to compare the two papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="335"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="339"/>
        <source>Papers are grouped when they share text that is not found in the corpus. Click a group to select its pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="348"/>
        <source>Common sources (not collusion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="352"/>
        <source>Papers that share text only because each copied the same document of the corpus: the text is attributed to that source, not to a classmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="365"/>
        <source>Click a square to compare the two papers of its row and column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="368"/>
        <source>Hatched squares: the two papers share text only through a corpus source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="383"/>
        <source>Pairs of papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="486"/>
        <source>No pair of papers shares {share} or more. Lower the threshold to see the pairs that share less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="490"/>
        <source>No two papers share passages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="501"/>
        <source>%n paper(s) checked</source>
        <translation>
            <numerusform>%n paper checked</numerusform>
            <numerusform>%n papers checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="502"/>
        <source>%n pair(s) above {share}</source>
        <translation>
            <numerusform>%n pair above {share}</numerusform>
            <numerusform>%n pairs above {share}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="503"/>
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="507"/>
        <source>%n paper(s) share a common source</source>
        <translation>
            <numerusform>%n paper shares a common source</numerusform>
            <numerusform>%n papers share a common source</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="509"/>
        <source>%n not checked</source>
        <translation>
            <numerusform>%n not checked</numerusform>
            <numerusform>%n not checked</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="578"/>
        <source>Not checked:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="510"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="516"/>
        <source>{names} and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="526"/>
        <source>Group {number}: %n paper(s) — {names}</source>
        <translation>
            <numerusform>Group {number}: %n paper — {names}</numerusform>
            <numerusform>Group {number}: %n papers — {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="534"/>
        <source>No groups: no two papers share passages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="546"/>
        <source>{source}: %n paper(s) share text only through it — {names}</source>
        <translation>
            <numerusform>{source}: %n paper shares text only through it — {names}</numerusform>
            <numerusform>{source}: %n papers share text only through it — {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="580"/>
        <source>{name} — {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectCorpusDialog</name>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="40"/>
        <source>Connect to a shared corpus</source>
        <extracomment>The address whose outcome counts (None: no attempt under way). What the dialog says about a password taken out of the address (&quot;&quot; if none was).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="46"/>
        <source>Type the address of your department&apos;s corpus on a PostgreSQL server: a URL such as postgresql://anna@db.school.example/imbrex, or the name of an entry of your PostgreSQL service file, such as service=imbrex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="59"/>
        <source>Imbrex never keeps a password. Put yours in ~/.pgpass (%APPDATA%\postgresql\pgpass.conf on Windows), in your service file, or in the PGPASSWORD environment variable: PostgreSQL finds it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="76"/>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="100"/>
        <source>This is not the address of a PostgreSQL server: it starts with postgresql:// or with service=. A corpus file is opened with Corpus ▸ Use another corpus file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="110"/>
        <source>The password was taken out of the address: Imbrex never keeps or shows one. Put it in ~/.pgpass, your service file or PGPASSWORD instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="114"/>
        <source>Connecting to {spec}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="134"/>
        <source>Imbrex could not use the corpus at {spec}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusBrowser</name>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="39"/>
        <source>Collections group the corpus&apos;s documents (e.g. textbooks, earlier years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="48"/>
        <source>Filter by title or file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="94"/>
        <source>All documents — {documents}, {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="105"/>
        <source>{name} — {documents}, {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_browser.py" line="131"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_browser.py" line="135"/>
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusController</name>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="104"/>
        <source>&amp;Manage corpus…</source>
        <extracomment>Collection that &quot;add checked papers to the corpus&quot; puts papers in. The corpus file (in use unless :attr:`server` is set; then the one to go back to). The shared corpus on a server in use (its connection string, no password), or None. The corpus files the window makes (with the demo texts) when they are missing: the default one (a first start) and one named when the window was opened. A file the teacher chose earlier (Corpus ▸ Use another corpus file…) that is gone is not made again but reported as not found (a drive that is not connected?), so that a new, nearly empty corpus never takes its place unnoticed. Why the corpus file cannot be used, as the status bar says it; None when it can (or a server is in use). Read again by :meth:`update_corpus_label`. Whether a job is making the corpus file (until then its absence is no problem). The server&apos;s state found by the last connection, or why it failed. Whether a failure of the connection under way offers the corpus file (at start).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="107"/>
        <source>The reference texts papers are checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="110"/>
        <source>&amp;Add checked papers to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="114"/>
        <source>Index the papers of the current batch so later papers are checked against them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="118"/>
        <source>Add papers to the corpus after &amp;each check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="121"/>
        <source>Every checked paper joins the corpus (collection &quot;Checked papers&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="126"/>
        <source>Use another corpus &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="129"/>
        <source>Open a corpus file, e.g. one shared by your department</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="132"/>
        <source>&amp;Connect to a shared corpus…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="135"/>
        <source>Check papers against your department&apos;s corpus on a PostgreSQL server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="138"/>
        <source>Use my &amp;own corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="141"/>
        <source>Go back from the shared corpus to the corpus file on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="167"/>
        <source>Updating the corpus for this version of Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="184"/>
        <source>Preparing the corpus (demo reference texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="202"/>
        <source>Corpus: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="220"/>
        <source>The corpus file was not found (a drive that is not connected?). Connect it, or choose another corpus file in the Corpus menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_controller.py" line="225"/>
        <location filename="../../app/gui/corpus_controller.py" line="234"/>
        <location filename="../../app/gui/corpus_controller.py" line="354"/>
        <location filename="../../app/gui/corpus_controller.py" line="362"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="233"/>
        <location filename="../../app/gui/corpus_controller.py" line="361"/>
        <source>Reference corpus: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="255"/>
        <source>Corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="257"/>
        <source>Imbrex corpus (*.imbrex);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="312"/>
        <source>Connected to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="315"/>
        <source>The password you typed was not kept: put it in ~/.pgpass instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="348"/>
        <source>Corpus: {name} (shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="350"/>
        <location filename="../../app/gui/corpus_controller.py" line="363"/>
        <source>cannot be used now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="352"/>
        <source>connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="356"/>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="377"/>
        <source>Shared corpus not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="379"/>
        <source>The shared corpus {name} cannot be used now, so papers cannot be checked against it. Your own corpus file is untouched; use it instead?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="386"/>
        <source>Use my own corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="387"/>
        <source>Keep the shared corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="399"/>
        <source>The shared corpus cannot be used now, so the papers were not added to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="411"/>
        <source>The corpus is read-only for you: papers are checked against it, but nothing can be added to it. The papers were not added.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusJobs</name>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="104"/>
        <source>Cancel</source>
        <extracomment>What a corpus job does with its own connection: (store, progress, cancel, job) -&gt; result. The kinds of job the manager runs (what their result is and how it is told). A removal&apos;s outcome, delivered once its documents are removed: a Cancel during the packing afterwards ends the job as cancelled, but the removal stands. Whether the corpus may have changed (unknown until the outcome says otherwise).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="107"/>
        <source>Stop this job; the documents already added are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="152"/>
        <source>{title} — stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="154"/>
        <source>{title} — packing the corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="156"/>
        <source>{title} — finishing the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="158"/>
        <source>{title} — {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="160"/>
        <source>{title} — waiting for the job before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="163"/>
        <source>(and {n} more waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_jobs.py" line="188"/>
        <source>%Ln document(s) removed from the corpus (the files on disk are untouched).</source>
        <translation>
            <numerusform>%Ln document removed from the corpus (the file on disk is untouched).</numerusform>
            <numerusform>%Ln documents removed from the corpus (the files on disk are untouched).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="195"/>
        <source>Packing the corpus file afterwards was stopped; the file works as it is, and the next large add packs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="200"/>
        <source>The corpus file could not be packed afterwards ({reason}); it works as it is, and the next large add packs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="208"/>
        <source>“{title}” did not finish: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="228"/>
        <source>“{title}” was cancelled; the corpus was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusManager</name>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="81"/>
        <source>Reference corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="130"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="133"/>
        <source>Add documents (.docx, .pdf, .odt, .rtf, .html, .txt) to the corpus, so that papers are checked against them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="137"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="139"/>
        <source>Add every document in a folder and its subfolders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="141"/>
        <source>Add .zip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="143"/>
        <source>Add every document inside a .zip archive (e.g. a class&apos;s earlier papers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="145"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="146"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="149"/>
        <source>Read again the files that changed since they were added, and list the files that were moved or deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="120"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="177"/>
        <source>Reading the corpus on the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="188"/>
        <source>The corpus cannot be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="191"/>
        <source>The corpus is empty: add files, a folder or a .zip archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="195"/>
        <source>{documents} · {words} · {size} on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="222"/>
        <source>Remove the selected documents from the corpus (the files on disk are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="229"/>
        <source>Remove the selected collection from the corpus, or select documents to remove only them (the files on disk are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="276"/>
        <source>Adding {name} to the corpus ({collection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="280"/>
        <source>Adding {n} items to the corpus ({collection})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="297"/>
        <source>Refreshing the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="314"/>
        <source>Removing %Ln document(s) from the corpus</source>
        <translation>
            <numerusform>Removing %Ln document from the corpus</numerusform>
            <numerusform>Removing %Ln documents from the corpus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="329"/>
        <source>Removing {n} missing files from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="339"/>
        <source>Remove the selected document from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="341"/>
        <source>Remove the %Ln selected documents from the corpus?</source>
        <translation>
            <numerusform>Remove the %Ln selected document from the corpus?</numerusform>
            <numerusform>Remove the %Ln selected documents from the corpus?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="346"/>
        <source>Remove the collection “{name}” ({documents}) from the corpus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="353"/>
        <source>Only the corpus index changes: the files on disk are not touched, and you can add them again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="356"/>
        <source>Remove from the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="382"/>
        <source>Documents ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="383"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="389"/>
        <source>Add files to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="394"/>
        <source>Add a folder to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="400"/>
        <source>Add .zip archives to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="402"/>
        <source>Zip archives (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="423"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="424"/>
        <source>Add to the collection (choose one, or type a new name):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusMessages</name>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="47"/>
        <location filename="../../app/gui/corpus_messages.py" line="84"/>
        <location filename="../../app/gui/corpus_messages.py" line="97"/>
        <source>Show details</source>
        <extracomment>What the last add or refresh did (None before the first). The files the last refresh found missing, still in the index.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="49"/>
        <source>List every file concerned, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="51"/>
        <source>Remove them from the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="55"/>
        <source>Remove the documents of the missing files from the corpus; nothing on disk is changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="97"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="116"/>
        <source>Stopped before the end; what was done until then is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="122"/>
        <source>{name} has the same text as {other}, already in the corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="129"/>
        <source>%Ln documents have the same text as documents already in the corpus.</source>
        <translation>
            <numerusform>%Ln document has the same text as a document already in the corpus.</numerusform>
            <numerusform>%Ln documents have the same text as documents already in the corpus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="139"/>
        <source>{name} is nearly the same text as {other}, already in the corpus; it was added all the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="146"/>
        <source>%Ln documents are nearly the same text as documents already in the corpus (see the details).</source>
        <translation>
            <numerusform>%Ln document is nearly the same text as a document already in the corpus (see the details).</numerusform>
            <numerusform>%Ln documents are nearly the same text as documents already in the corpus (see the details).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="155"/>
        <source>%Ln document(s) added with a note (see the details).</source>
        <translation>
            <numerusform>%Ln document added with a note (see the details).</numerusform>
            <numerusform>%Ln documents added with a note (see the details).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="165"/>
        <source>Added {added}, updated {updated}, unchanged {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="175"/>
        <source>No documents were found in what was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="178"/>
        <source>; 1 file could not be read: {name} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="182"/>
        <source>; %Ln files could not be read (see the details).</source>
        <translation>
            <numerusform>; %Ln file could not be read (see the details).</numerusform>
            <numerusform>; %Ln files could not be read (see the details).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="194"/>
        <source>1 file is missing (moved or deleted) and is still in the index: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="200"/>
        <source>%Ln files are missing (moved or deleted) and are still in the index.</source>
        <translation>
            <numerusform>%Ln file is missing (moved or deleted) and is still in the index.</numerusform>
            <numerusform>%Ln files are missing (moved or deleted) and are still in the index.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="206"/>
        <source>%Ln removed from the index.</source>
        <translation>
            <numerusform>%Ln removed from the index.</numerusform>
            <numerusform>%Ln removed from the index.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="210"/>
        <source>%Ln document(s) of colleagues&apos; collections left alone (a refresh looks after your own collections only).</source>
        <translation>
            <numerusform>%Ln document of colleagues&apos; collections left alone (a refresh looks after your own collections only).</numerusform>
            <numerusform>%Ln documents of colleagues&apos; collections left alone (a refresh looks after your own collections only).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="222"/>
        <source>Could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="226"/>
        <source>Missing (moved or deleted), still in the index:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="230"/>
        <source>Same text as a document already in the corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="232"/>
        <source>{path} — same text as {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="239"/>
        <source>Nearly the same text as a document already in the corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="241"/>
        <source>{path} — nearly the same text as {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="248"/>
        <source>Added with a note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="251"/>
        <source>Removed from the index:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorpusReader</name>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="71"/>
        <source>The corpus cannot be made at {path}: its folder cannot be written. Choose another place for the corpus in the settings.</source>
        <extracomment>How long the window waits to read a corpus another process is busy writing (the jobs, off the UI thread, wait as long as the command line does). Whether documents can be added to or removed from the corpus last read. Why the corpus last read cannot be used (None: it can). What the banner above the lists says (&quot;&quot; for nothing). The server whose corpus is being read, and the number of the latest reading asked for: two readings may run at once (the server&apos;s jobs have two threads), and one asked for before a change must not arrive after it and show the corpus as it was.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="116"/>
        <source>The corpus cannot be used, so nothing can be added or removed. {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="126"/>
        <source>Reading the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="108"/>
        <source>This corpus is read-only ({path}): you can look at it and check papers against it, but documents cannot be added or removed here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsModel</name>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="64"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="65"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="66"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="67"/>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="68"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="69"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="73"/>
        <source>The document&apos;s title (from the file, or its name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="74"/>
        <source>The file the text was read from; for a .zip, the member inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="75"/>
        <source>The collection the document belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="76"/>
        <source>How many words the extracted text has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="77"/>
        <source>The language Imbrex recognised in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="78"/>
        <source>When the document was added to the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="111"/>
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
        <location filename="../../app/gui/error_dialog.py" line="152"/>
        <location filename="../../app/gui/error_dialog.py" line="192"/>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="155"/>
        <source>Show what the program was doing when it failed (for a bug report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="168"/>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="171"/>
        <source>Copy the message and the details, to paste them into an e-mail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="177"/>
        <source>Open log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="180"/>
        <source>Open the folder holding the log file: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="192"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/error_dialog.py" line="227"/>
        <source>%n more error(s) happened while this window was open. The log file has them all.</source>
        <translation>
            <numerusform>%n more error happened while this window was open. The log file has them all.</numerusform>
            <numerusform>%n more errors happened while this window was open. The log file has them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../app/gui/error_text.py" line="23"/>
        <source>The file cannot be opened or read: it is missing, it is a folder, or this computer does not allow reading it. Check the file and try again.</source>
        <extracomment>What each kind of error means, for a teacher, and what to do about it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="28"/>
        <source>The file is empty or holds no text. Ask the student to submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="32"/>
        <source>The file is larger than Imbrex reads for one paper. Ask for the text alone, saved as .docx or .txt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="37"/>
        <source>The file is damaged or cut off, so its text cannot be read. Ask the student to save it again and submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="42"/>
        <source>The file is protected by a password, so its text cannot be read. Ask for a copy without a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="47"/>
        <source>This is not a kind of document Imbrex reads (a picture, a program or other data). Ask for a .docx, .pdf, .odt, .rtf or .txt file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="52"/>
        <source>The .zip archive or a file in it was refused (an archive inside an archive, an unsafe name, or too large once unpacked). Unpack it yourself and check the papers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="57"/>
        <source>Reading this file needs more memory than Imbrex allows one document; it may be built to swell when unpacked. Open it yourself and save the text as .docx or .txt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="62"/>
        <source>Not checked: the file has no text to compare, it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="67"/>
        <source>The corpus could not be used (it may be busy, the disk full, or the file made by a newer Imbrex). Try again, or choose another corpus file in the Corpus menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="72"/>
        <source>The corpus file cannot be changed (it or its folder is read-only); papers are still checked against it. To add texts, choose a corpus file you may change in the Corpus menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="78"/>
        <source>The corpus file is damaged or is not an Imbrex corpus, so it is not used. Choose another corpus file in the Corpus menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="83"/>
        <source>The corpus file is damaged: Imbrex only reads it until it is repaired. Repair it with &apos;imbrex corpus repair&apos;, which rebuilds it from its stored texts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="88"/>
        <source>Imbrex will not write there: it is a paper, a source, the corpus, a folder, or a file Imbrex did not write. Choose another file name. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../app/gui/export.py" line="35"/>
        <source>HTML report (opens in any browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="40"/>
        <source>PDF report (for printing and archiving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="45"/>
        <source>Evidence bundle (report, texts, checksums)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="47"/>
        <source>JSON data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="48"/>
        <source>CSV table of sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="49"/>
        <source>Plain-text summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="117"/>
        <source>Exporting {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="144"/>
        <source>Exporting {batch}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <location filename="../../app/gui/export_controller.py" line="42"/>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="57"/>
        <source>Report saved: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="66"/>
        <source>Export class results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="67"/>
        <source>No finished check to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="86"/>
        <source>Results saved in {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlagsPanel</name>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="49"/>
        <source>Reading the file: {warning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="53"/>
        <source>The text Imbrex compared may differ from what the file shows; check the file by eye.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="58"/>
        <source>No sign of hidden or altered text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../../app/gui/guide_dialog.py" line="23"/>
        <source>How to read the results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="59"/>
        <source>Drop student papers here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="67"/>
        <source>Drag files, folders or .zip archives anywhere onto this window (.docx, .pdf, .odt, .rtf, .txt, .html). Each paper is checked against your reference corpus and against the other papers dropped with it. Nothing leaves this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="82"/>
        <source>Open papers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="84"/>
        <source>Try the demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="85"/>
        <source>Check seven sample papers against the demo corpus</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Interface</name>
    <message>
        <location filename="../../app/gui/translations.py" line="39"/>
        <source>en</source>
        <extracomment>Languages of the interface: locale name -&gt; name in that language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobRow</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="44"/>
        <source>Waiting for the job before it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="49"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="50"/>
        <source>Stop this job; what is finished is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="65"/>
        <source>{done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="68"/>
        <source>packing the corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="70"/>
        <source>finishing the index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="77"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobsPanel</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="96"/>
        <source>Progress of all queued work</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/jobs_panel.py" line="132"/>
        <source>%n job(s) · %p%</source>
        <translation>
            <numerusform>%n job · %p%</numerusform>
            <numerusform>%n jobs · %p%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeptResults</name>
    <message>
        <location filename="../../app/gui/kept_results.py" line="56"/>
        <source>Results cannot be kept in {path} ({error}): what is checked now is lost when Imbrex is closed.</source>
        <extracomment>No store yet (a first start): it is made at the first write, not while the window starts (making a SQLite file waits for the disk).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="68"/>
        <source>The kept results were written by a newer version of Imbrex and cannot be read by this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="72"/>
        <source>The file of kept results is damaged and cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="78"/>
        <source>It was set aside, not deleted, as {path}; new results are kept in a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/kept_results.py" line="84"/>
        <source>%n kept result(s) could not be read and are not shown (they stay in the file).</source>
        <translation>
            <numerusform>%n kept result could not be read and is not shown (it stays in the file).</numerusform>
            <numerusform>%n kept results could not be read and are not shown (they stay in the file).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="98"/>
        <source>Kept results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="141"/>
        <source>its kept results could not be read; check it again (Check ▸ Check again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="179"/>
        <source>Results could not be kept ({error}): they stay until Imbrex is closed.</source>
        <translation type="unfinished"></translation>
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
        <source>Near-duplicate of a corpus document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="31"/>
        <source>This file is already in the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="32"/>
        <source>Letters of another alphabet that look the same can hide copied words from a checker. Look at the marked words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="37"/>
        <source>Characters that take no space can split words so that a checker does not see them. Look at the marked places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="42"/>
        <source>Text that a reader does not see (white, tiny or hidden) was found in the file. Open the file and look at the marked places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="47"/>
        <source>The file has no text to compare: it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="52"/>
        <source>Most of the file may be pictures whose text Imbrex cannot read. Check the file by eye.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="56"/>
        <source>The whole paper is nearly the same text as a document already in the corpus (an earlier paper handed in again with a few changes?). Compare the two side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="61"/>
        <source>The corpus holds this very file (the same bytes under the same name), so it is not compared with itself. If you added this class to the corpus, nothing is wrong. If it was handed in before, by another student or in another year, this paper is a copy of it: look at who handed in the corpus document.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListEditing</name>
    <message>
        <location filename="../../app/gui/list_editing.py" line="30"/>
        <source>&amp;Remove paper from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="32"/>
        <source>Forget the selected paper&apos;s results (its file is not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="36"/>
        <source>Remove &amp;batch from the list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="38"/>
        <source>Forget the results of every paper of the selected paper&apos;s batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="41"/>
        <source>C&amp;lear the list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="43"/>
        <source>Forget every kept result (no file is touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/list_editing.py" line="79"/>
        <source>Remove the batch {title} (%n paper(s)) from the list? Its results are forgotten; the papers&apos; files and the corpus are not touched.</source>
        <translation>
            <numerusform>Remove the batch {title} (%n paper) from the list? Its results are forgotten; the paper&apos;s file and the corpus are not touched.</numerusform>
            <numerusform>Remove the batch {title} (%n papers) from the list? Its results are forgotten; the papers&apos; files and the corpus are not touched.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="84"/>
        <source>Remove batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/list_editing.py" line="90"/>
        <source>Remove all %n paper(s) from the list? Their results are forgotten; the papers&apos; files and the corpus are not touched.</source>
        <translation>
            <numerusform>Remove the %n paper from the list? Its results are forgotten; the paper&apos;s file and the corpus are not touched.</numerusform>
            <numerusform>Remove all %n papers from the list? Their results are forgotten; the papers&apos; files and the corpus are not touched.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="95"/>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="174"/>
        <source>Paper</source>
        <extracomment>The installed translators, kept alive with the window (set by application.run). The papers list&apos;s width asked for before the window was shown (0: none).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="175"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="176"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="177"/>
        <source>The paper with every borrowed passage marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="178"/>
        <source>A passage beside its source, differences marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="179"/>
        <source>Papers of the class that share text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="38"/>
        <source>&amp;Compare two documents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="267"/>
        <source>Work in progress</source>
        <extracomment>Whether closing while work is queued or running asks first. The window started by ``--quit-when-checked`` or ``--quit-after-show`` never asks: nobody is there to answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="268"/>
        <source>Imbrex is still checking or indexing. Stop the work and quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="325"/>
        <source>This paper shares no passage with any source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="364"/>
        <source>Documents ({types});;All files (*)</source>
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
        <location filename="../../app/gui/main_window.py" line="385"/>
        <source>Comparing {a} with {b}</source>
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
        <location filename="../../app/gui/class_view.py" line="116"/>
        <source>via {source}</source>
        <extracomment>A group with no number sorts after every numbered one. How many names a group&apos;s line lists before &quot;and n more&quot;. The widest the Group column grows for &quot;via &lt;common source&gt;&quot; (average characters).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="160"/>
        <source>{share} of {a} was also found in {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="164"/>
        <source>{share} of {b} was also found in {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="170"/>
        <source>Not collusion: the text {a} and {b} share is all in {source}, a document of the corpus both copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="189"/>
        <source>Paper A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="190"/>
        <source>Paper B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="191"/>
        <source>% of A in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="192"/>
        <source>% of B in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="193"/>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="199"/>
        <source>Share of paper A&apos;s characters that were also found in paper B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="200"/>
        <source>Share of paper B&apos;s characters that were also found in paper A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="202"/>
        <source>The group of papers that share text not found in the corpus (see the list of groups), or the corpus source two papers share their text through</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanesFooter</name>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="66"/>
        <source>Inside the current passage, words in red differ between the paper and the source; the other words are the same in both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="70"/>
        <source>Synchronise scrolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="74"/>
        <source>When on, scrolling one text scrolls the other so that matching passages stay side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="93"/>
        <source>&lt;span style=&quot;color:{red}; text-decoration:underline&quot;&gt;underlined&lt;/span&gt;: words the paper added or changed · &lt;span style=&quot;color:{red}; text-decoration:line-through&quot;&gt;struck out&lt;/span&gt;: source words the paper left out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperPage</name>
    <message>
        <location filename="../../app/gui/paper_page.py" line="53"/>
        <source>Matches: the share of the paper inside passages that match a source, copied or reworded. Word for word: the share in runs of three or more words identical to a source, text copied without change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="94"/>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="95"/>
        <source>Previous passage (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="97"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="98"/>
        <source>Next passage (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="100"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="102"/>
        <source>Show the current passage beside its source (or click a passage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="105"/>
        <source>Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="107"/>
        <source>Save this paper&apos;s report as HTML, PDF, JSON, CSV or an evidence bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="110"/>
        <source>How to read this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="112"/>
        <source>What the figures, the struck-through text and the flags mean (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="69"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="70"/>
        <location filename="../../app/gui/paper_page.py" line="135"/>
        <location filename="../../app/gui/paper_page.py" line="157"/>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="138"/>
        <source>This file could not be checked: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="157"/>
        <source>Flags ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="167"/>
        <source>{share} of this paper matches %n source(s)</source>
        <translation>
            <numerusform>{share} of this paper matches %n source</numerusform>
            <numerusform>{share} of this paper matches %n sources</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="171"/>
        <source>{share} word for word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="175"/>
        <source>checked against the class only, not the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="177"/>
        <source>%n source(s) hidden</source>
        <translation>
            <numerusform>%n source hidden</numerusform>
            <numerusform>%n sources hidden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="180"/>
        <source>%n span(s) not counted (quotes, references…)</source>
        <translation>
            <numerusform>%n span not counted (quotes, references…)</numerusform>
            <numerusform>%n spans not counted (quotes, references…)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="233"/>
        <source>Passage {label} · {i} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="238"/>
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
        <location filename="../../app/gui/paper_view.py" line="201"/>
        <source>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;{words} words · {share} of the paper · found by {method}&lt;br&gt;Source: {source} of the paper in total&lt;br&gt;&lt;i&gt;Click to see it side by side&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_view.py" line="213"/>
        <source>Not counted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PapersList</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="267"/>
        <source>Show only papers with at least this similarity</source>
        <extracomment>The width in pixels the list needs to show every column without cutting the names: sent when the batch column appears or a longer batch title arrives.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="271"/>
        <source>Show papers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="281"/>
        <source>Similarity: text that matches a source, copied or reworded. Word for word: text identical to a source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="307"/>
        <source>{shown} of %n paper(s)</source>
        <translation>
            <numerusform>{shown} of %n paper</numerusform>
            <numerusform>{shown} of %n papers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="309"/>
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
        <location filename="../../app/gui/papers_list.py" line="76"/>
        <source>Paper</source>
        <extracomment>Similarity at which the colour scale reaches full red (a third of the paper borrowed). The top source column&apos;s width in average characters (the paper&apos;s name takes the rest). The paper&apos;s name keeps room for this many average characters when the batch column shows, or for its longest listed name, up to `PAPER_CHARS_MOST`. The batch column fits its titles up to this many average characters (&quot;messy2 · 21:33&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="77"/>
        <source>Similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="78"/>
        <source>Top source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="79"/>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="80"/>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="81"/>
        <source>Word for word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="85"/>
        <source>The checked file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="87"/>
        <source>Share of the paper&apos;s characters inside passages that match a source, copied or reworded (hidden sources left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="90"/>
        <source>The source covering most of the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="92"/>
        <source>Signs of hidden or altered text (look-alike letters, invisible characters, hidden text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="95"/>
        <source>The drop or Open… the paper came with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="97"/>
        <source>Share of the paper&apos;s characters in runs of three or more words identical to a source: text copied without change (hidden sources left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="154"/>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="160"/>
        <source>Could not be checked: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="185"/>
        <source>%n sign(s) of hidden or altered text: open the paper to see them</source>
        <translation>
            <numerusform>%n sign of hidden or altered text: open the paper to see it</numerusform>
            <numerusform>%n signs of hidden or altered text: open the paper to see them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PassageBar</name>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="19"/>
        <source>Previous passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="20"/>
        <source>Next passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="23"/>
        <source>Go to the previous passage of the paper, whatever its source (Alt+Up, Ctrl+[ or Shift+F3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="29"/>
        <source>Go to the next passage of the paper, whatever its source (Alt+Down, Ctrl+] or F3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="32"/>
        <source>This source only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="35"/>
        <source>When ticked, Next and Previous step only through the passages of the source on the right; otherwise through every passage of the paper, in the order they appear in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="44"/>
        <source>The current passage: its number, its length in words of the paper and the share of its words that the paper and the source have in the same order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerCorpus</name>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="30"/>
        <source>This is not a connection string libpq understands. Type a URL such as postgresql://anna@db.school.example/imbrex, or service=imbrex for an entry of your service file.</source>
        <extracomment>Why a connection failed (``problem_kind``), and what to do about it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="36"/>
        <source>Your PostgreSQL service file has no entry of that name. The file is ~/.pg_service.conf (%APPDATA%\postgresql\.pg_service.conf on Windows), or the one PGSERVICEFILE names; ask the server&apos;s administrator for the entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="42"/>
        <source>The server cannot be reached: the host name may be wrong, the server stopped, or this computer is not on the school&apos;s network. Check the address, or ask the server&apos;s administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="48"/>
        <source>The server refused your user name or password. Imbrex never keeps a password: put it in ~/.pgpass (%APPDATA%\postgresql\pgpass.conf on Windows), in your service file, or in the PGPASSWORD environment variable, where PostgreSQL finds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="54"/>
        <source>The server has no database of that name. Check the name after the last / of the address, or ask the server&apos;s administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="59"/>
        <source>This database holds other tables: it is not an Imbrex corpus, and Imbrex will not change it. Check the database&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="64"/>
        <source>This database holds no Imbrex corpus yet. Its administrator makes one with &apos;imbrex corpus add&apos; (or copies a corpus file there with &apos;imbrex corpus copy&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="69"/>
        <source>This corpus was made by an older Imbrex and must be updated first: ask its administrator to run any &apos;imbrex corpus&apos; command on it once (e.g. &apos;imbrex corpus stats&apos;) as the owner of its tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="75"/>
        <source>This corpus was made by a newer Imbrex. Update Imbrex to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="79"/>
        <source>The corpus on the server cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="161"/>
        <source>{database} on this computer</source>
        <extracomment>Words of libpq&apos;s and the server&apos;s messages that tell the failures apart (lower case).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="164"/>
        <source>{database} on {host}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="187"/>
        <source>Connecting to {spec}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="57"/>
        <source>Settings</source>
        <extracomment>The window&apos;s languages: (locale name, the language&apos;s own name). Each language is written in itself so a teacher finds theirs whatever the window&apos;s current language; the first entry (&quot;follow the system&quot;) is translated in the dialog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="79"/>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="82"/>
        <source>Put every setting in this window back to its default (the language stays as it is). Nothing is stored until you press OK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="86"/>
        <source>Store the settings and keep this window open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="102"/>
        <source>default: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="148"/>
        <location filename="../../app/gui/settings_dialog.py" line="247"/>
        <location filename="../../app/gui/settings_dialog.py" line="262"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
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
        <location filename="../../app/gui/settings_dialog.py" line="196"/>
        <source>How alike two sentences must be (0 = no words in common, 1 = the same words) before Imbrex takes one for a reworded copy of the other. Lower it to catch heavier rewording, at the price of more false alarms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="203"/>
        <source>Sentence similarity needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="211"/>
        <source>How alike a whole passage must be to its source, once the matching sentences are joined up (0 = nothing in common, 1 = the same words). Lower keeps more loosely reworded passages; higher keeps only close copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="218"/>
        <source>Passage similarity needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="223"/>
        <source> sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="226"/>
        <source>Matching sentences at most this many sentences apart are joined into one passage. Raise it to see a copied section with a few sentences of the student&apos;s own in between as one passage; lower it to keep them apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="231"/>
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
    <name>SideBySideTexts</name>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="49"/>
        <source>{path} · {share} of the paper found in sources</source>
        <extracomment>A pane&apos;s header: its title, the line below it and its tooltip.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="54"/>
        <source>{path} · {share} of the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="58"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="59"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="59"/>
        <source>No source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="61"/>
        <source>Source {n}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="72"/>
        <source>Passage {n} of {total} · {words} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="78"/>
        <source> · {share} identical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="80"/>
        <source> · comparing words…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="104"/>
        <source>Passage {label}, found by {method}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="109"/>
        <source>Paper: characters {start}–{end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="112"/>
        <source>Source: characters {start}–{end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="116"/>
        <source>{words} words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="106"/>
        <source>Paper text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="107"/>
        <source>Source text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="165"/>
        <source>This report has no source number {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="175"/>
        <location filename="../../app/gui/side_by_side.py" line="192"/>
        <location filename="../../app/gui/side_by_side.py" line="222"/>
        <source>These two documents have no passage in common.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="408"/>
        <source>No passages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="150"/>
        <source>Similarity of the papers</source>
        <extracomment>The share at which a square is fully red; larger shares look the same. Colour stops of the scale over ``share / FULL_SHARE``: white, light yellow, orange, red. Squares smaller than this (pixels) have no grid lines. Squares never grow larger than this (pixels), so a class of 2 does not fill the screen. The shortest labels shown (average characters); with less room the names are left out. The squares of pairs that share text only through a corpus source: its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="152"/>
        <source>Each square: share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="305"/>
        <source>{name}: the same paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="306"/>
        <source>{a} ↔ {b}: {ab} of {a} in {b}, {ba} of {b} in {a}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="311"/>
        <source>Only through {source}, a corpus source both copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="346"/>
        <source>{path}
Double-click to open this paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="351"/>
        <source>White: nothing in common. Red: half of the paper or more was found in the other one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="411"/>
        <source>No papers to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="445"/>
        <source>Share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourcesPanel</name>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="52"/>
        <source>Source</source>
        <extracomment>The name column is at least this many (average) characters wide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="53"/>
        <source>% of paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="54"/>
        <source>Containment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="55"/>
        <source>Resemblance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="56"/>
        <source>Passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="57"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="61"/>
        <source>Untick a source to leave it out of the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="62"/>
        <source>Share of the paper&apos;s characters inside passages of this source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="63"/>
        <source>Share of the paper&apos;s word sequences (shingles) also found in the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="64"/>
        <source>Shared word sequences over all word sequences of both (Jaccard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="65"/>
        <source>Passages found in this source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="66"/>
        <source>The corpus collection the source belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="132"/>
        <source>Shares text with this paper only through {source}, which is credited first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/gui/window_menus.py" line="76"/>
        <source>&amp;Open papers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="79"/>
        <source>Choose papers (or .zip archives) to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="82"/>
        <source>Open &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="85"/>
        <source>Check every paper in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="88"/>
        <source>Check the &amp;demo class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="91"/>
        <source>Seven sample papers with planted borrowings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="94"/>
        <source>&amp;Compare two documents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="97"/>
        <source>Show any two files side by side with what they share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="100"/>
        <source>&amp;Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="103"/>
        <source>Save the current paper&apos;s report (HTML, PDF, JSON, CSV, evidence bundle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="106"/>
        <source>Export &amp;class results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="110"/>
        <source>Save every report of the current batch with an overview (index.html), papers.csv, pairs.csv and summary.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="114"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="122"/>
        <source>&amp;Next passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="125"/>
        <source>Go to the next borrowed passage (also Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="128"/>
        <source>&amp;Previous passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="131"/>
        <source>Go to the previous borrowed passage (also Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="134"/>
        <source>&amp;Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="135"/>
        <source>&amp;Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="136"/>
        <source>&amp;Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="144"/>
        <source>Exclude &amp;quotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="147"/>
        <source>Text in quotation marks or block quotes is not counted (next checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="152"/>
        <source>Exclude &amp;bibliography</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="155"/>
        <source>The reference list at the end is not counted (next checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="160"/>
        <source>Assignment &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="164"/>
        <source>The assignment text every student was given: its wording is not counted in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="169"/>
        <source>No template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="172"/>
        <source>Count all text again in the next checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="175"/>
        <source>Check &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="178"/>
        <source>Check the current batch again with the current settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="181"/>
        <source>&amp;Cancel all work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="184"/>
        <source>Stop every running and queued job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="191"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="194"/>
        <source>Matching, exclusions, thresholds, language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="199"/>
        <source>How to read the &amp;results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="203"/>
        <source>What similarity, word for word, containment, resemblance, exclusions and flags mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="209"/>
        <source>&amp;About Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="211"/>
        <source>Open the &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="214"/>
        <source>Where Imbrex writes the details of any error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="220"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="223"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="233"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="236"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="242"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="250"/>
        <source>C&amp;orpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="253"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="255"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="256"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="263"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="273"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="282"/>
        <source> Min. match: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="285"/>
        <source> words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="288"/>
        <source>Passages shorter than this are not counted (next checks; default 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="310"/>
        <source>The new settings apply to the next check (Check ▸ Check again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="321"/>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="323"/>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="355"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="356"/>
        <source>The new language is used from the next start of Imbrex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="372"/>
        <source>About Imbrex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="374"/>
        <source>&lt;h3&gt;Imbrex {version}&lt;/h3&gt;&lt;p&gt;An offline plagiarism checker for teachers: papers are compared with your own reference corpus and with each other on this computer; no text leaves it.&lt;/p&gt;&lt;p&gt;Methods: word-shingle containment (Broder) and sentence-block suffix-tree matching (SL+ST).&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Qt {qt}, PySide6 {pyside}.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordDiffs</name>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="71"/>
        <source>Comparing the words of passage {label}</source>
        <extracomment>A passage with at most this many characters (both sides together) has its words compared on the UI thread (a few milliseconds); a longer one is compared by a background job.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="100"/>
        <source>The paper added these words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="102"/>
        <source>The paper left these words out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="103"/>
        <source>Changed: “{source}” → “{paper}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
