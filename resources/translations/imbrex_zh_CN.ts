<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BatchChecks</name>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="62"/>
        <source>Papers to check</source>
        <extracomment>File types offered in the Open dialog (the extractor also sniffs misnamed files). Checks that stopped while the corpus was a shared one on a server (which may have gone): checked again as they were once the window has a corpus it can use (the teacher&apos;s own file, another server, or this one answering after all), so that no paper has to be opened again. The error shown for such a check, closed when the window offers the corpus file (one message, not two on top of each other).</extracomment>
        <translation>要检查的论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="64"/>
        <source>Papers ({types});;All files (*)</source>
        <translation>论文 ({types});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="71"/>
        <source>Folder of papers</source>
        <translation>论文所在文件夹</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="82"/>
        <source>Demo class</source>
        <translation>演示班级</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="113"/>
        <source>{first} and {n} more</source>
        <translation>{first} 等（另有 {n} 个）</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="145"/>
        <source>Checking {title}</source>
        <translation>正在检查 {title}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/batch_checks.py" line="237"/>
        <source>{title}: %n paper(s) checked</source>
        <translation>
            <numerusform>{title}：已检查 %n 篇论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/batch_checks.py" line="240"/>
        <source>%n not checked (see the list)</source>
        <translation>
            <numerusform>%n 份未检查（见列表）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="243"/>
        <source>{title}: no papers found. Imbrex reads .docx, .pdf, .odt, .rtf, .txt and .html files, and folders or .zip archives holding them.</source>
        <translation>{title}：未找到论文。Imbrex 可读取 .docx、.pdf、.odt、.rtf、.txt 和 .html 文件，以及包含这些文件的文件夹或 .zip 压缩包。</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="260"/>
        <source>{title}: not checked, the shared corpus cannot be used now. Its papers are checked as soon as the window has a corpus.</source>
        <translation>{title}：未检查，共享语料库目前无法使用。一旦窗口有可用的语料库，就会检查这些论文。</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="270"/>
        <source>The check of {title} stopped: {message}</source>
        <translation>{title} 的检查已停止：{message}</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="282"/>
        <source>classmates only</source>
        <translation>仅限同班论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="289"/>
        <source>Check them against each other only</source>
        <translation>只在这些论文之间互相比较</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="295"/>
        <source>Compare the papers with each other, without the corpus. Their scores then count only what they share with each other.</source>
        <translation>不使用语料库，只将这些论文互相比较。此时它们的分数只计算彼此之间相同的内容。</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="325"/>
        <source>{title}: cancelled; the papers already checked stay in the list.</source>
        <translation>{title}：已取消；已检查的论文仍保留在列表中。</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="336"/>
        <source>Assignment template</source>
        <translation>作业模板</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="338"/>
        <source>Documents ({types});;All files (*)</source>
        <translation>文档 ({types});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="350"/>
        <source>This template cannot be used: {error}</source>
        <translation>无法使用此模板：{error}</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="361"/>
        <source> no template </source>
        <translation> 无模板 </translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="362"/>
        <source>No assignment template for the next checks</source>
        <translation>之后的检查不使用作业模板</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="366"/>
        <source>Text of {name} is not counted in the next checks</source>
        <translation>之后的检查不计入 {name} 中的文本</translation>
    </message>
</context>
<context>
    <name>ClassExportDialog</name>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="31"/>
        <source>Export class results</source>
        <translation>导出班级结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="33"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="43"/>
        <source>A new folder is made inside the chosen one. It holds index.html (an overview with links to every report), papers.csv (scores, flags and why a paper was not checked), pairs.csv, summary.json and one report per paper.</source>
        <translation>将在所选文件夹中新建一个文件夹，其中包含 index.html（带有每份报告链接的总览）、papers.csv（分数、标记以及论文未被检查的原因）、pairs.csv、summary.json，以及每篇论文一份报告。</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="57"/>
        <source>Save in:</source>
        <translation>保存到：</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="58"/>
        <source>Reports as:</source>
        <translation>报告格式：</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="65"/>
        <source>Folder for the results (a new folder is made inside)</source>
        <translation>结果文件夹（将在其中新建一个文件夹）</translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message>
        <location filename="../../app/gui/class_view.py" line="285"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="289"/>
        <source>List a pair of papers when at least this share of one of them was also found in the other</source>
        <translation>当一篇论文中至少有这一比例的内容也出现在另一篇中时，列出这对论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="293"/>
        <source>Show pairs sharing at least</source>
        <translation>显示重合比例不低于</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="323"/>
        <source>Double-click a pair to compare the two papers</source>
        <translation>双击一对论文即可比较这两篇论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="335"/>
        <source>Groups</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="365"/>
        <source>Click a square to compare the two papers of its row and column</source>
        <translation>点击方格，比较其所在行和列的两篇论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="368"/>
        <source>Hatched squares: the two papers share text only through a corpus source.</source>
        <translation>带斜线的方格：两篇论文只通过语料库中的来源共享文本。</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="383"/>
        <source>Pairs of papers</source>
        <translation>论文对</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="486"/>
        <source>No pair of papers shares {share} or more. Lower the threshold to see the pairs that share less.</source>
        <translation>没有任何一对论文的重合比例达到 {share} 或以上。降低阈值可查看重合较少的论文对。</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="490"/>
        <source>No two papers share passages.</source>
        <translation>任何两篇论文之间都没有共同片段。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="501"/>
        <source>%n paper(s) checked</source>
        <translation>
            <numerusform>已检查 %n 篇论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="502"/>
        <source>%n pair(s) above {share}</source>
        <translation>
            <numerusform>%n 对超过 {share}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="503"/>
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n 个组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="507"/>
        <source>%n paper(s) share a common source</source>
        <translation>
            <numerusform>%n 篇论文有共同来源</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="578"/>
        <source>Not checked:</source>
        <translation>未检查：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="526"/>
        <source>Group {number}: %n paper(s) — {names}</source>
        <translation>
            <numerusform>第 {number} 组：%n 篇论文 — {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="510"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="339"/>
        <source>Papers are grouped when they share text that is not found in the corpus. Click a group to select its pairs.</source>
        <translation>论文共享语料库中没有的文本时归为一组。点击一个组以选中其论文对。</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="348"/>
        <source>Common sources (not collusion)</source>
        <translation>共同来源（不是串通）</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="352"/>
        <source>Papers that share text only because each copied the same document of the corpus: the text is attributed to that source, not to a classmate</source>
        <translation>这些论文之所以有共同文本，只是因为各自抄了语料库中的同一文档：文本归于该来源，而不是同学</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="509"/>
        <source>%n not checked</source>
        <translation>
            <numerusform>%n 份未检查</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="516"/>
        <source>{names} and {n} more</source>
        <translation>{names} 等（另有 {n} 篇）</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="534"/>
        <source>No groups: no two papers share passages.</source>
        <translation>没有组：任何两篇论文之间都没有共同片段。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="546"/>
        <source>{source}: %n paper(s) share text only through it — {names}</source>
        <translation>
            <numerusform>{source}：%n 篇论文仅通过它共享文本 — {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="580"/>
        <source>{name} — {error}</source>
        <translation>{name} — {error}</translation>
    </message>
</context>
<context>
    <name>ConnectCorpusDialog</name>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="40"/>
        <source>Connect to a shared corpus</source>
        <extracomment>The address whose outcome counts (None: no attempt under way). What the dialog says about a password taken out of the address (&quot;&quot; if none was).</extracomment>
        <translation>连接共享语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="46"/>
        <source>Type the address of your department&apos;s corpus on a PostgreSQL server: a URL such as postgresql://anna@db.school.example/imbrex, or the name of an entry of your PostgreSQL service file, such as service=imbrex.</source>
        <translation>请输入教研组在 PostgreSQL 服务器上的语料库地址：例如 URL postgresql://anna@db.school.example/imbrex，或 PostgreSQL 服务文件中的条目名称，例如 service=imbrex。</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="59"/>
        <source>Imbrex never keeps a password. Put yours in ~/.pgpass (%APPDATA%\postgresql\pgpass.conf on Windows), in your service file, or in the PGPASSWORD environment variable: PostgreSQL finds it there.</source>
        <translation>Imbrex 从不保存密码。请将密码写入 ~/.pgpass（Windows 上为 %APPDATA%\postgresql\pgpass.conf）、服务文件或 PGPASSWORD 环境变量：PostgreSQL 会在那里找到它。</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="76"/>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="100"/>
        <source>This is not the address of a PostgreSQL server: it starts with postgresql:// or with service=. A corpus file is opened with Corpus ▸ Use another corpus file…</source>
        <translation>这不是 PostgreSQL 服务器的地址：地址以 postgresql:// 或 service= 开头。语料库文件请通过 语料库 ▸ 使用其他语料库文件… 打开</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="110"/>
        <source>The password was taken out of the address: Imbrex never keeps or shows one. Put it in ~/.pgpass, your service file or PGPASSWORD instead.</source>
        <translation>密码已从地址中删除：Imbrex 从不保存或显示密码。请改为写入 ~/.pgpass、服务文件或 PGPASSWORD。</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="114"/>
        <source>Connecting to {spec}…</source>
        <translation>正在连接 {spec}…</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="134"/>
        <source>Imbrex could not use the corpus at {spec}.</source>
        <translation>Imbrex 无法使用位于 {spec} 的语料库。</translation>
    </message>
</context>
<context>
    <name>CorpusBrowser</name>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="39"/>
        <source>Collections group the corpus&apos;s documents (e.g. textbooks, earlier years)</source>
        <translation>文档集用于给语料库中的文档分组（例如教科书、往年论文）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="48"/>
        <source>Filter by title or file name</source>
        <translation>按标题或文件名筛选</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="94"/>
        <source>All documents — {documents}, {words}</source>
        <translation>全部文档 — {documents}，{words}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="105"/>
        <source>{name} — {documents}, {words}</source>
        <translation>{name} — {documents}，{words}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_browser.py" line="131"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln 个文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_browser.py" line="135"/>
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln 个词</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusController</name>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="104"/>
        <source>&amp;Manage corpus…</source>
        <extracomment>Collection that &quot;add checked papers to the corpus&quot; puts papers in. The corpus file (in use unless :attr:`server` is set; then the one to go back to). The shared corpus on a server in use (its connection string, no password), or None. The corpus files the window makes (with the demo texts) when they are missing: the default one (a first start) and one named when the window was opened. A file the teacher chose earlier (Corpus ▸ Use another corpus file…) that is gone is not made again but reported as not found (a drive that is not connected?), so that a new, nearly empty corpus never takes its place unnoticed. Why the corpus file cannot be used, as the status bar says it; None when it can (or a server is in use). Read again by :meth:`update_corpus_label`. Whether a job is making the corpus file (until then its absence is no problem). The server&apos;s state found by the last connection, or why it failed. Whether a failure of the connection under way offers the corpus file (at start).</extracomment>
        <translation>管理语料库(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="107"/>
        <source>The reference texts papers are checked against</source>
        <translation>用来比对论文的参考文本</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="110"/>
        <source>&amp;Add checked papers to the corpus</source>
        <translation>将已检查的论文加入语料库(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="114"/>
        <source>Index the papers of the current batch so later papers are checked against them</source>
        <translation>为当前批次的论文建立索引，以后的论文也会与它们比对</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="118"/>
        <source>Add papers to the corpus after &amp;each check</source>
        <translation>每次检查后将论文加入语料库(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="121"/>
        <source>Every checked paper joins the corpus (collection &quot;Checked papers&quot;)</source>
        <translation>每篇已检查的论文都会加入语料库（文档集“已检查的论文”）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="126"/>
        <source>Use another corpus &amp;file…</source>
        <translation>使用其他语料库文件(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="129"/>
        <source>Open a corpus file, e.g. one shared by your department</source>
        <translation>打开一个语料库文件，例如教研组共享的语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="132"/>
        <source>&amp;Connect to a shared corpus…</source>
        <translation>连接共享语料库(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="135"/>
        <source>Check papers against your department&apos;s corpus on a PostgreSQL server</source>
        <translation>用教研组在 PostgreSQL 服务器上的语料库检查论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="138"/>
        <source>Use my &amp;own corpus file</source>
        <translation>使用我自己的语料库文件(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="141"/>
        <source>Go back from the shared corpus to the corpus file on this computer</source>
        <translation>从共享语料库回到本机上的语料库文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="167"/>
        <source>Updating the corpus for this version of Imbrex</source>
        <translation>正在为此版本的 Imbrex 更新语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="184"/>
        <source>Preparing the corpus (demo reference texts)</source>
        <translation>正在准备语料库（演示参考文本）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="202"/>
        <source>Corpus: {name}</source>
        <translation>语料库：{name}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="220"/>
        <source>The corpus file was not found (a drive that is not connected?). Connect it, or choose another corpus file in the Corpus menu.</source>
        <translation>找不到语料库文件（驱动器未连接？）。请连接它，或在“语料库”菜单中选择另一个语料库文件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_controller.py" line="225"/>
        <location filename="../../app/gui/corpus_controller.py" line="234"/>
        <location filename="../../app/gui/corpus_controller.py" line="354"/>
        <location filename="../../app/gui/corpus_controller.py" line="362"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln 个文档</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="233"/>
        <location filename="../../app/gui/corpus_controller.py" line="361"/>
        <source>Reference corpus: {path}</source>
        <translation>参考语料库：{path}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="255"/>
        <source>Corpus file</source>
        <translation>语料库文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="257"/>
        <source>Imbrex corpus (*.imbrex);;All files (*)</source>
        <translation>Imbrex 语料库 (*.imbrex);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="312"/>
        <source>Connected to {name}.</source>
        <translation>已连接到 {name}。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="315"/>
        <source>The password you typed was not kept: put it in ~/.pgpass instead.</source>
        <translation>您输入的密码未被保存：请改为写入 ~/.pgpass。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="348"/>
        <source>Corpus: {name} (shared)</source>
        <translation>语料库：{name}（共享）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="350"/>
        <location filename="../../app/gui/corpus_controller.py" line="363"/>
        <source>cannot be used now</source>
        <translation>目前无法使用</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="352"/>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="356"/>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="377"/>
        <source>Shared corpus not available</source>
        <translation>共享语料库不可用</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="379"/>
        <source>The shared corpus {name} cannot be used now, so papers cannot be checked against it. Your own corpus file is untouched; use it instead?</source>
        <translation>共享语料库 {name} 目前无法使用，因此不能用它检查论文。您自己的语料库文件未受影响；改用它吗？</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="386"/>
        <source>Use my own corpus file</source>
        <translation>使用我自己的语料库文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="387"/>
        <source>Keep the shared corpus</source>
        <translation>保留共享语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="399"/>
        <source>The shared corpus cannot be used now, so the papers were not added to it.</source>
        <translation>共享语料库目前无法使用，因此论文未被加入。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="411"/>
        <source>The corpus is read-only for you: papers are checked against it, but nothing can be added to it. The papers were not added.</source>
        <translation>此语料库对您是只读的：可以用它检查论文，但不能向其中添加任何内容。论文未被加入。</translation>
    </message>
</context>
<context>
    <name>CorpusJobs</name>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="104"/>
        <source>Cancel</source>
        <extracomment>What a corpus job does with its own connection: (store, progress, cancel, job) -&gt; result. The kinds of job the manager runs (what their result is and how it is told). A removal&apos;s outcome, delivered once its documents are removed: a Cancel during the packing afterwards ends the job as cancelled, but the removal stands. Whether the corpus may have changed (unknown until the outcome says otherwise).</extracomment>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="107"/>
        <source>Stop this job; the documents already added are kept</source>
        <translation>停止此任务；已添加的文档会保留</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="152"/>
        <source>{title} — stopping…</source>
        <translation>{title} — 正在停止…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="154"/>
        <source>{title} — packing the corpus file</source>
        <translation>{title} — 正在压缩语料库文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="156"/>
        <source>{title} — finishing the index</source>
        <translation>{title} — 正在完成索引</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="158"/>
        <source>{title} — {file}</source>
        <translation>{title} — {file}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="160"/>
        <source>{title} — waiting for the job before it</source>
        <translation>{title} — 正在等待前一个任务</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="163"/>
        <source>(and {n} more waiting)</source>
        <translation>（另有 {n} 个在等待）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_jobs.py" line="188"/>
        <source>%Ln document(s) removed from the corpus (the files on disk are untouched).</source>
        <translation>
            <numerusform>已从语料库中删除 %Ln 个文档（磁盘上的文件未改动）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="195"/>
        <source>Packing the corpus file afterwards was stopped; the file works as it is, and the next large add packs it.</source>
        <translation>随后的语料库文件压缩已停止；文件可照常使用，下次大量添加时会再压缩。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="200"/>
        <source>The corpus file could not be packed afterwards ({reason}); it works as it is, and the next large add packs it.</source>
        <translation>随后未能压缩语料库文件（{reason}）；文件可照常使用，下次大量添加时会再压缩。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="208"/>
        <source>“{title}” did not finish: {message}</source>
        <translation>“{title}”未完成：{message}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="228"/>
        <source>“{title}” was cancelled; the corpus was not changed.</source>
        <translation>“{title}”已取消；语料库没有改变。</translation>
    </message>
</context>
<context>
    <name>CorpusManager</name>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="81"/>
        <source>Reference corpus</source>
        <translation>参考语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="130"/>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="133"/>
        <source>Add documents (.docx, .pdf, .odt, .rtf, .html, .txt) to the corpus, so that papers are checked against them</source>
        <translation>将文档（.docx、.pdf、.odt、.rtf、.html、.txt）添加到语料库，论文将与它们进行比对</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="137"/>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="139"/>
        <source>Add every document in a folder and its subfolders</source>
        <translation>添加文件夹及其子文件夹中的所有文档</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="141"/>
        <source>Add .zip…</source>
        <translation>添加 .zip…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="143"/>
        <source>Add every document inside a .zip archive (e.g. a class&apos;s earlier papers)</source>
        <translation>添加 .zip 压缩包中的所有文档（例如某个班级以前的论文）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="145"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="146"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="149"/>
        <source>Read again the files that changed since they were added, and list the files that were moved or deleted</source>
        <translation>重新读取添加后有改动的文件，并列出已移动或删除的文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="120"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="188"/>
        <source>The corpus cannot be shown.</source>
        <translation>无法显示语料库。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="191"/>
        <source>The corpus is empty: add files, a folder or a .zip archive.</source>
        <translation>语料库为空：请添加文件、文件夹或 .zip 压缩包。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="195"/>
        <source>{documents} · {words} · {size} on disk</source>
        <translation>{documents} · {words} · 占用磁盘 {size}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="314"/>
        <source>Removing %Ln document(s) from the corpus</source>
        <translation>
            <numerusform>正在从语料库中删除 %Ln 个文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="341"/>
        <source>Remove the %Ln selected documents from the corpus?</source>
        <translation>
            <numerusform>从语料库中删除所选的 %Ln 个文档？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="222"/>
        <source>Remove the selected documents from the corpus (the files on disk are not touched)</source>
        <translation>从语料库中移除所选文档（磁盘上的文件不受影响）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="177"/>
        <source>Reading the corpus on the server…</source>
        <translation>正在读取服务器上的语料库…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="229"/>
        <source>Remove the selected collection from the corpus, or select documents to remove only them (the files on disk are not touched)</source>
        <translation>从语料库中移除所选文档集，或选中部分文档只移除它们（磁盘上的文件不受影响）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="276"/>
        <source>Adding {name} to the corpus ({collection})</source>
        <translation>正在将 {name} 添加到语料库（{collection}）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="280"/>
        <source>Adding {n} items to the corpus ({collection})</source>
        <translation>正在将 {n} 项添加到语料库（{collection}）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="297"/>
        <source>Refreshing the corpus</source>
        <translation>正在刷新语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="329"/>
        <source>Removing {n} missing files from the corpus</source>
        <translation>正在从语料库中移除 {n} 个缺失的文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="339"/>
        <source>Remove the selected document from the corpus?</source>
        <translation>要从语料库中移除所选文档吗？</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="346"/>
        <source>Remove the collection “{name}” ({documents}) from the corpus?</source>
        <translation>要从语料库中移除文档集“{name}”（{documents}）吗？</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="353"/>
        <source>Only the corpus index changes: the files on disk are not touched, and you can add them again later.</source>
        <translation>只会改变语料库索引：磁盘上的文件不受影响，以后还可以重新添加。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="356"/>
        <source>Remove from the corpus</source>
        <translation>从语料库中移除</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="382"/>
        <source>Documents ({patterns})</source>
        <translation>文档（{patterns}）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="383"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="389"/>
        <source>Add files to the corpus</source>
        <translation>将文件添加到语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="394"/>
        <source>Add a folder to the corpus</source>
        <translation>将文件夹添加到语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="400"/>
        <source>Add .zip archives to the corpus</source>
        <translation>将 .zip 压缩包添加到语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="402"/>
        <source>Zip archives (*.zip)</source>
        <translation>Zip 压缩包 (*.zip)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="423"/>
        <source>Collection</source>
        <translation>文档集</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="424"/>
        <source>Add to the collection (choose one, or type a new name):</source>
        <translation>添加到文档集（选择一个，或输入新名称）：</translation>
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
        <translation>显示详细信息</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="49"/>
        <source>List every file concerned, with the reason</source>
        <translation>列出所有相关文件及原因</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="51"/>
        <source>Remove them from the index</source>
        <translation>从索引中移除</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="55"/>
        <source>Remove the documents of the missing files from the corpus; nothing on disk is changed</source>
        <translation>从语料库中移除缺失文件对应的文档；磁盘上的文件不会改变</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="97"/>
        <source>Hide details</source>
        <translation>隐藏详细信息</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="116"/>
        <source>Stopped before the end; what was done until then is kept.</source>
        <translation>在完成前已停止；此前完成的部分会保留。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="122"/>
        <source>{name} has the same text as {other}, already in the corpus.</source>
        <translation>{name} 的文本与语料库中已有的 {other} 相同。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="129"/>
        <source>%Ln documents have the same text as documents already in the corpus.</source>
        <translation>
            <numerusform>%Ln 个文档与语料库中已有的文档文本相同。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="139"/>
        <source>{name} is nearly the same text as {other}, already in the corpus; it was added all the same.</source>
        <translation>{name} 的文本与语料库中已有的 {other} 几乎相同；仍已添加。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="146"/>
        <source>%Ln documents are nearly the same text as documents already in the corpus (see the details).</source>
        <translation>
            <numerusform>%Ln 个文档与语料库中已有的文档几乎相同（见详细信息）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="155"/>
        <source>%Ln document(s) added with a note (see the details).</source>
        <translation>
            <numerusform>%Ln 个文档已添加，附有说明（见详情）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="165"/>
        <source>Added {added}, updated {updated}, unchanged {unchanged}</source>
        <translation>新增 {added}，更新 {updated}，未变 {unchanged}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="175"/>
        <source>No documents were found in what was given</source>
        <translation>在所给内容中没有找到文档</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="178"/>
        <source>; 1 file could not be read: {name} — {reason}</source>
        <translation>；1 个文件无法读取：{name} — {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="182"/>
        <source>; %Ln files could not be read (see the details).</source>
        <translation>
            <numerusform>；%Ln 个文件无法读取（见详情）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="194"/>
        <source>1 file is missing (moved or deleted) and is still in the index: {name}.</source>
        <translation>1 个文件已缺失（被移动或删除），但仍在索引中：{name}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="200"/>
        <source>%Ln files are missing (moved or deleted) and are still in the index.</source>
        <translation>
            <numerusform>%Ln 个文件已丢失（被移动或删除），但仍在索引中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="206"/>
        <source>%Ln removed from the index.</source>
        <translation>
            <numerusform>已从索引中删除 %Ln 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="210"/>
        <source>%Ln document(s) of colleagues&apos; collections left alone (a refresh looks after your own collections only).</source>
        <translation>
            <numerusform>同事集合中的 %Ln 个文档未作改动（刷新只处理您自己的集合）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="222"/>
        <source>Could not be read:</source>
        <translation>无法读取：</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="226"/>
        <source>Missing (moved or deleted), still in the index:</source>
        <translation>已缺失（被移动或删除），仍在索引中：</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="230"/>
        <source>Same text as a document already in the corpus:</source>
        <translation>与语料库中已有文档的文本相同：</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="232"/>
        <source>{path} — same text as {other}</source>
        <translation>{path} — 与 {other} 的文本相同</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="239"/>
        <source>Nearly the same text as a document already in the corpus:</source>
        <translation>与语料库中已有文档几乎相同：</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="241"/>
        <source>{path} — nearly the same text as {other}</source>
        <translation>{path} — 与 {other} 的文本几乎相同</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="248"/>
        <source>Added with a note:</source>
        <translation>已添加（附说明）：</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="251"/>
        <source>Removed from the index:</source>
        <translation>已从索引中移除：</translation>
    </message>
</context>
<context>
    <name>CorpusReader</name>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="71"/>
        <source>The corpus cannot be made at {path}: its folder cannot be written. Choose another place for the corpus in the settings.</source>
        <extracomment>How long the window waits to read a corpus another process is busy writing (the jobs, off the UI thread, wait as long as the command line does). Whether documents can be added to or removed from the corpus last read. Why the corpus last read cannot be used (None: it can). What the banner above the lists says (&quot;&quot; for nothing). The server whose corpus is being read, and the number of the latest reading asked for: two readings may run at once (the server&apos;s jobs have two threads), and one asked for before a change must not arrive after it and show the corpus as it was.</extracomment>
        <translation>无法在 {path} 创建语料库：该文件夹不可写入。请在设置中为语料库选择其他位置。</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="116"/>
        <source>The corpus cannot be used, so nothing can be added or removed. {error}</source>
        <translation>语料库无法使用，因此不能添加或移除任何内容。{error}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="126"/>
        <source>Reading the corpus</source>
        <translation>正在读取语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="108"/>
        <source>This corpus is read-only ({path}): you can look at it and check papers against it, but documents cannot be added or removed here.</source>
        <translation>此语料库为只读（{path}）：可以查看它并用它检查论文，但不能在这里添加或移除文档。</translation>
    </message>
</context>
<context>
    <name>DocumentsModel</name>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="64"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="65"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="66"/>
        <source>Collection</source>
        <translation>文档集</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="67"/>
        <source>Words</source>
        <translation>词数</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="68"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="69"/>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="73"/>
        <source>The document&apos;s title (from the file, or its name)</source>
        <translation>文档标题（取自文件内容或文件名）</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="74"/>
        <source>The file the text was read from; for a .zip, the member inside it</source>
        <translation>读取文本的文件；对于 .zip，为压缩包内的文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="75"/>
        <source>The collection the document belongs to</source>
        <translation>文档所属的文档集</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="76"/>
        <source>How many words the extracted text has</source>
        <translation>提取出的文本包含的词数</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="77"/>
        <source>The language Imbrex recognised in the text</source>
        <translation>Imbrex 识别出的文本语言</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="78"/>
        <source>When the document was added to the corpus</source>
        <translation>文档添加到语料库的时间</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="111"/>
        <source>{title} — by {author}</source>
        <translation>{title} — 作者：{author}</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="70"/>
        <source>Something went wrong: {error}. Your papers and the corpus are not affected.</source>
        <extracomment>The log file rotates at this size, keeping this many older files (imbrex.log.1 ...). The file errors are written to, or None while no log file is open.</extracomment>
        <translation>出错了：{error}。您的论文和语料库不受影响。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="74"/>
        <source>The details were saved to {path}.</source>
        <translation>详细信息已保存到 {path}。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="100"/>
        <source>Imbrex — something went wrong</source>
        <translation>Imbrex — 出错了</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="152"/>
        <location filename="../../app/gui/error_dialog.py" line="192"/>
        <source>Show details</source>
        <translation>显示详细信息</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="155"/>
        <source>Show what the program was doing when it failed (for a bug report).</source>
        <translation>显示程序出错时正在做什么（用于错误报告）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="168"/>
        <source>Copy details</source>
        <translation>复制详细信息</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="171"/>
        <source>Copy the message and the details, to paste them into an e-mail.</source>
        <translation>复制消息和详细信息，以便粘贴到电子邮件中。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="177"/>
        <source>Open log folder</source>
        <translation>打开日志文件夹</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="180"/>
        <source>Open the folder holding the log file: {path}</source>
        <translation>打开存放日志文件的文件夹：{path}</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="192"/>
        <source>Hide details</source>
        <translation>隐藏详细信息</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/error_dialog.py" line="227"/>
        <source>%n more error(s) happened while this window was open. The log file has them all.</source>
        <translation>
            <numerusform>此窗口打开期间又发生了 %n 个错误。日志文件中记录了全部错误。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../app/gui/error_text.py" line="23"/>
        <source>The file cannot be opened or read: it is missing, it is a folder, or this computer does not allow reading it. Check the file and try again.</source>
        <extracomment>What each kind of error means, for a teacher, and what to do about it.</extracomment>
        <translation>无法打开或读取该文件：文件不存在、是文件夹，或本机不允许读取。请检查文件后重试。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="28"/>
        <source>The file is empty or holds no text. Ask the student to submit it again.</source>
        <translation>该文件为空或不含文字。请让学生重新提交。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="32"/>
        <source>The file is larger than Imbrex reads for one paper. Ask for the text alone, saved as .docx or .txt.</source>
        <translation>该文件超过 Imbrex 对单篇论文的读取上限。请索要仅含文字、保存为 .docx 或 .txt 的文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="37"/>
        <source>The file is damaged or cut off, so its text cannot be read. Ask the student to save it again and submit it again.</source>
        <translation>该文件已损坏或不完整，无法读取其文字。请让学生重新保存并再次提交。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="42"/>
        <source>The file is protected by a password, so its text cannot be read. Ask for a copy without a password.</source>
        <translation>该文件受密码保护，无法读取其文字。请索要无密码的副本。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="47"/>
        <source>This is not a kind of document Imbrex reads (a picture, a program or other data). Ask for a .docx, .pdf, .odt, .rtf or .txt file.</source>
        <translation>这不是 Imbrex 能读取的文档类型（图片、程序或其他数据）。请索要 .docx、.pdf、.odt、.rtf 或 .txt 文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="52"/>
        <source>The .zip archive or a file in it was refused (an archive inside an archive, an unsafe name, or too large once unpacked). Unpack it yourself and check the papers.</source>
        <translation>.zip 压缩包或其中的文件被拒绝（压缩包内嵌压缩包、不安全的文件名，或解压后过大）。请自行解压后再检查论文。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="57"/>
        <source>Reading this file needs more memory than Imbrex allows one document; it may be built to swell when unpacked. Open it yourself and save the text as .docx or .txt.</source>
        <translation>读取该文件所需内存超过 Imbrex 为单个文档设定的上限；它可能被构造成解压后急剧膨胀。请自行打开并将文字另存为 .docx 或 .txt。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="62"/>
        <source>Not checked: the file has no text to compare, it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation>未检查：该文件没有可比较的文字，可能是扫描的页面图片。请对其进行文字识别（OCR）后再检查结果。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="67"/>
        <source>The corpus could not be used (it may be busy, the disk full, or the file made by a newer Imbrex). Try again, or choose another corpus file in the Corpus menu.</source>
        <translation>无法使用语料库（可能正忙、磁盘已满，或文件由更新版本的 Imbrex 创建）。请重试，或在“语料库”菜单中选择其他语料库文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="72"/>
        <source>The corpus file cannot be changed (it or its folder is read-only); papers are still checked against it. To add texts, choose a corpus file you may change in the Corpus menu.</source>
        <translation>语料库文件无法修改（文件或其所在文件夹为只读）；论文仍会与其比对。若要添加文本，请在“语料库”菜单中选择可修改的语料库文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="78"/>
        <source>The corpus file is damaged or is not an Imbrex corpus, so it is not used. Choose another corpus file in the Corpus menu.</source>
        <translation>语料库文件已损坏或不是 Imbrex 语料库，因此不会被使用。请在“语料库”菜单中选择其他语料库文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="83"/>
        <source>The corpus file is damaged: Imbrex only reads it until it is repaired. Repair it with &apos;imbrex corpus repair&apos;, which rebuilds it from its stored texts.</source>
        <translation>语料库文件已损坏：在修复之前 Imbrex 只读取它。请用 &apos;imbrex corpus repair&apos; 修复，它会根据已存储的文本重建语料库。</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="88"/>
        <source>Imbrex will not write there: it is a paper, a source, the corpus, a folder, or a file Imbrex did not write. Choose another file name. Nothing was written.</source>
        <translation>Imbrex 不会写入该位置：它是论文、来源、语料库、文件夹，或不是 Imbrex 写入的文件。请选择其他文件名。未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../app/gui/export.py" line="35"/>
        <source>HTML report (opens in any browser)</source>
        <translation>HTML 报告（可用任何浏览器打开）</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="40"/>
        <source>PDF report (for printing and archiving)</source>
        <translation>PDF 报告（用于打印和存档）</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="45"/>
        <source>Evidence bundle (report, texts, checksums)</source>
        <translation>证据包（报告、文本、校验和）</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="47"/>
        <source>JSON data</source>
        <translation>JSON 数据</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="48"/>
        <source>CSV table of sources</source>
        <translation>来源 CSV 表格</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="49"/>
        <source>Plain-text summary</source>
        <translation>纯文本摘要</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="117"/>
        <source>Exporting {name}</source>
        <translation>正在导出 {name}</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="144"/>
        <source>Exporting {batch}</source>
        <translation>正在导出 {batch}</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <location filename="../../app/gui/export_controller.py" line="42"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="57"/>
        <source>Report saved: {path}</source>
        <translation>报告已保存：{path}</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="66"/>
        <source>Export class results</source>
        <translation>导出班级结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="67"/>
        <source>No finished check to export yet.</source>
        <translation>还没有可导出的已完成检查。</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="86"/>
        <source>Results saved in {path}</source>
        <translation>结果已保存到 {path}</translation>
    </message>
</context>
<context>
    <name>FlagsPanel</name>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="49"/>
        <source>Reading the file: {warning}</source>
        <translation>读取文件：{warning}</translation>
    </message>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="53"/>
        <source>The text Imbrex compared may differ from what the file shows; check the file by eye.</source>
        <translation>Imbrex 比较的文本可能与文件显示的内容不同；请亲自查看文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="58"/>
        <source>No sign of hidden or altered text.</source>
        <translation>未发现隐藏或篡改文本的迹象。</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../../app/gui/guide_dialog.py" line="23"/>
        <source>How to read the results</source>
        <translation>如何阅读结果</translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="59"/>
        <source>Drop student papers here</source>
        <translation>将学生论文拖放到这里</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="67"/>
        <source>Drag files, folders or .zip archives anywhere onto this window (.docx, .pdf, .odt, .rtf, .txt, .html). Each paper is checked against your reference corpus and against the other papers dropped with it. Nothing leaves this computer.</source>
        <translation>将文件、文件夹或 .zip 压缩包（.docx、.pdf、.odt、.rtf、.txt、.html）拖到此窗口的任意位置。每篇论文都会与您的参考语料库以及一同拖入的其他论文进行比对。所有内容都不会离开这台计算机。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="82"/>
        <source>Open papers…</source>
        <translation>打开论文…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="84"/>
        <source>Try the demo class</source>
        <translation>试用演示班级</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="85"/>
        <source>Check seven sample papers against the demo corpus</source>
        <translation>用演示语料库检查七篇示例论文</translation>
    </message>
</context>
<context>
    <name>Interface</name>
    <message>
        <location filename="../../app/gui/translations.py" line="39"/>
        <source>en</source>
        <extracomment>Languages of the interface: locale name -&gt; name in that language.</extracomment>
        <translation>zh_CN</translation>
    </message>
</context>
<context>
    <name>JobRow</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="44"/>
        <source>Waiting for the job before it…</source>
        <translation>正在等待前一个任务…</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="49"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="50"/>
        <source>Stop this job; what is finished is kept</source>
        <translation>停止此任务；已完成的部分会保留</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="65"/>
        <source>{done} of {total}</source>
        <translation>{done} / {total}</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="68"/>
        <source>packing the corpus file</source>
        <translation>正在压缩语料库文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="70"/>
        <source>finishing the index</source>
        <translation>正在完成索引</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="77"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
</context>
<context>
    <name>JobsPanel</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="96"/>
        <source>Progress of all queued work</source>
        <translation>所有排队任务的进度</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/jobs_panel.py" line="132"/>
        <source>%n job(s) · %p%</source>
        <translation>
            <numerusform>%n 个任务 · %p%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeptResults</name>
    <message>
        <location filename="../../app/gui/kept_results.py" line="56"/>
        <source>Results cannot be kept in {path} ({error}): what is checked now is lost when Imbrex is closed.</source>
        <extracomment>No store yet (a first start): it is made at the first write, not while the window starts (making a SQLite file waits for the disk).</extracomment>
        <translation>无法将结果保存到 {path}（{error}）：本次检查的结果将在关闭 Imbrex 时丢失。</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="68"/>
        <source>The kept results were written by a newer version of Imbrex and cannot be read by this one.</source>
        <translation>已保存的结果由更新版本的 Imbrex 写入，此版本无法读取。</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="72"/>
        <source>The file of kept results is damaged and cannot be read.</source>
        <translation>已保存结果的文件已损坏，无法读取。</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="78"/>
        <source>It was set aside, not deleted, as {path}; new results are kept in a new file.</source>
        <translation>该文件未被删除，已另存为 {path}；新的结果将保存在新文件中。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/kept_results.py" line="84"/>
        <source>%n kept result(s) could not be read and are not shown (they stay in the file).</source>
        <translation>
            <numerusform>%n 个已保存的结果无法读取，未显示（仍保留在文件中）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="98"/>
        <source>Kept results</source>
        <translation>已保存的结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="141"/>
        <source>its kept results could not be read; check it again (Check ▸ Check again)</source>
        <translation>无法读取其已保存的结果；请重新检查（检查 ▸ 重新检查）</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="179"/>
        <source>Results could not be kept ({error}): they stay until Imbrex is closed.</source>
        <translation>无法保存结果（{error}）：它们只保留到关闭 Imbrex 为止。</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/gui/labels.py" line="17"/>
        <source>quotation</source>
        <translation>引文</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="18"/>
        <source>bibliography</source>
        <translation>参考文献</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="19"/>
        <source>template text</source>
        <translation>作业模板文本</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="20"/>
        <source>match too short to count</source>
        <translation>匹配过短，不计入</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="21"/>
        <source>shared template, other numbers</source>
        <translation>相同模板，数字不同</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="22"/>
        <source>shared word sequences</source>
        <translation>相同的词序列</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="23"/>
        <source>matching sentences</source>
        <translation>匹配的句子</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="24"/>
        <source>reworded sentences</source>
        <translation>改写的句子</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="25"/>
        <source>Look-alike letters from another alphabet</source>
        <translation>来自其他字母表的形近字母</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="26"/>
        <source>Invisible characters</source>
        <translation>不可见字符</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="27"/>
        <source>Hidden text</source>
        <translation>隐藏文本</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="28"/>
        <source>No text layer</source>
        <translation>没有文本层</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="29"/>
        <source>Little text for the file&apos;s size</source>
        <translation>相对于文件大小，文本过少</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="30"/>
        <source>Near-duplicate of a corpus document</source>
        <translation>与语料库文档近乎重复</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="31"/>
        <source>This file is already in the corpus</source>
        <translation>此文件已在语料库中</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="32"/>
        <source>Letters of another alphabet that look the same can hide copied words from a checker. Look at the marked words.</source>
        <translation>外形相同的其他字母表字母可能让查重工具发现不了抄袭的词语。请查看标记的词语。</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="37"/>
        <source>Characters that take no space can split words so that a checker does not see them. Look at the marked places.</source>
        <translation>不占空间的字符可能把词语拆开，使查重工具无法识别。请查看标记的位置。</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="42"/>
        <source>Text that a reader does not see (white, tiny or hidden) was found in the file. Open the file and look at the marked places.</source>
        <translation>文件中发现了读者看不到的文本（白色、极小或隐藏）。请打开文件查看标记的位置。</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="47"/>
        <source>The file has no text to compare: it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation>文件中没有可比较的文本：它可能是扫描的页面图片。请对其进行文字识别（OCR）并检查结果。</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="52"/>
        <source>Most of the file may be pictures whose text Imbrex cannot read. Check the file by eye.</source>
        <translation>文件的大部分可能是 Imbrex 无法读取文字的图片。请人工检查该文件。</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="56"/>
        <source>The whole paper is nearly the same text as a document already in the corpus (an earlier paper handed in again with a few changes?). Compare the two side by side.</source>
        <translation>整篇论文与语料库中已有的某个文档几乎相同（以前的论文稍作修改后再次提交？）。请并排对照两者。</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="61"/>
        <source>The corpus holds this very file (the same bytes under the same name), so it is not compared with itself. If you added this class to the corpus, nothing is wrong. If it was handed in before, by another student or in another year, this paper is a copy of it: look at who handed in the corpus document.</source>
        <translation>语料库中存有这个文件本身（相同的字节、相同的文件名），因此不会与自身比较。如果您曾把这个班级的论文加入语料库，这没有问题。如果它以前被提交过（其他学生或其他年份），这篇论文就是它的副本：请查看语料库中的该文档是谁提交的。</translation>
    </message>
</context>
<context>
    <name>ListEditing</name>
    <message>
        <location filename="../../app/gui/list_editing.py" line="30"/>
        <source>&amp;Remove paper from the list</source>
        <translation>从列表中移除论文(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="32"/>
        <source>Forget the selected paper&apos;s results (its file is not touched)</source>
        <translation>删除所选论文的结果（不改动其文件）</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="36"/>
        <source>Remove &amp;batch from the list…</source>
        <translation>从列表中移除批次(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="38"/>
        <source>Forget the results of every paper of the selected paper&apos;s batch</source>
        <translation>删除所选论文所在批次中所有论文的结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="41"/>
        <source>C&amp;lear the list…</source>
        <translation>清空列表(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="43"/>
        <source>Forget every kept result (no file is touched)</source>
        <translation>删除所有已保存的结果（不改动任何文件）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/list_editing.py" line="79"/>
        <source>Remove the batch {title} (%n paper(s)) from the list? Its results are forgotten; the papers&apos; files and the corpus are not touched.</source>
        <translation>
            <numerusform>要从列表中移除批次 {title}（%n 篇论文）吗？其结果将被删除；论文文件和语料库不受影响。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="84"/>
        <source>Remove batch</source>
        <translation>移除批次</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/list_editing.py" line="90"/>
        <source>Remove all %n paper(s) from the list? Their results are forgotten; the papers&apos; files and the corpus are not touched.</source>
        <translation>
            <numerusform>要从列表中移除全部 %n 篇论文吗？其结果将被删除；论文文件和语料库不受影响。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="95"/>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="174"/>
        <source>Paper</source>
        <extracomment>The installed translators, kept alive with the window (set by application.run). The papers list&apos;s width asked for before the window was shown (0: none).</extracomment>
        <translation>论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="175"/>
        <source>Side by side</source>
        <translation>并排对照</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="176"/>
        <source>Class</source>
        <translation>班级</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="177"/>
        <source>The paper with every borrowed passage marked</source>
        <translation>标出所有借用片段的论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="178"/>
        <source>A passage beside its source, differences marked</source>
        <translation>片段与其来源并排显示，并标出差异</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="179"/>
        <source>Papers of the class that share text</source>
        <translation>班级中有共同文本的论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="38"/>
        <source>&amp;Compare two documents…</source>
        <translation>比较两个文档(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="267"/>
        <source>Work in progress</source>
        <extracomment>Whether closing while work is queued or running asks first. The window started by ``--quit-when-checked`` or ``--quit-after-show`` never asks: nobody is there to answer.</extracomment>
        <translation>任务进行中</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="268"/>
        <source>Imbrex is still checking or indexing. Stop the work and quit?</source>
        <translation>Imbrex 仍在检查或建立索引。要停止任务并退出吗？</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="325"/>
        <source>This paper shares no passage with any source.</source>
        <translation>这篇论文与任何来源都没有共同的段落。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="364"/>
        <source>Documents ({types});;All files (*)</source>
        <translation>文档 ({types});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="40"/>
        <source>The paper (left)</source>
        <translation>论文（左侧）</translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="41"/>
        <source>The document to compare it with (right)</source>
        <translation>用于比较的文档（右侧）</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="385"/>
        <source>Comparing {a} with {b}</source>
        <translation>正在比较 {a} 与 {b}</translation>
    </message>
</context>
<context>
    <name>MiniMap</name>
    <message>
        <location filename="../../app/gui/minimap.py" line="54"/>
        <source>The whole document from top to bottom. Coloured bars are passages found in the source; the outlined bar is the current passage and the shaded part is what the text pane shows. Click a bar to go to its passage, or anywhere else to scroll there.</source>
        <extracomment>Least height of a passage&apos;s bar in pixels, so a short passage in a long text can be clicked. Pixels above and below a bar that still count as a click on it.</extracomment>
        <translation>从上到下显示整篇文档。彩色条是在来源中找到的片段；带边框的条是当前片段，阴影部分是文本窗格当前显示的内容。点击彩色条可转到对应片段，点击其他位置可滚动到那里。</translation>
    </message>
</context>
<context>
    <name>PairTableModel</name>
    <message>
        <location filename="../../app/gui/class_view.py" line="116"/>
        <source>via {source}</source>
        <extracomment>A group with no number sorts after every numbered one. How many names a group&apos;s line lists before &quot;and n more&quot;. The widest the Group column grows for &quot;via &lt;common source&gt;&quot; (average characters).</extracomment>
        <translation>经由 {source}</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="160"/>
        <source>{share} of {a} was also found in {b}</source>
        <translation>{a} 中有 {share} 的内容也出现在 {b} 中</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="164"/>
        <source>{share} of {b} was also found in {a}</source>
        <translation>{b} 中有 {share} 的内容也出现在 {a} 中</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="170"/>
        <source>Not collusion: the text {a} and {b} share is all in {source}, a document of the corpus both copied</source>
        <translation>不是串通：{a} 与 {b} 的共同文本全部出自 {source}，两者都抄了语料库中的这份文档</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="189"/>
        <source>Paper A</source>
        <translation>论文 A</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="190"/>
        <source>Paper B</source>
        <translation>论文 B</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="191"/>
        <source>% of A in B</source>
        <translation>A 在 B 中的 %</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="192"/>
        <source>% of B in A</source>
        <translation>B 在 A 中的 %</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="193"/>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="199"/>
        <source>Share of paper A&apos;s characters that were also found in paper B</source>
        <translation>论文 A 的字符中也出现在论文 B 中的比例</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="200"/>
        <source>Share of paper B&apos;s characters that were also found in paper A</source>
        <translation>论文 B 的字符中也出现在论文 A 中的比例</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="202"/>
        <source>The group of papers that share text not found in the corpus (see the list of groups), or the corpus source two papers share their text through</source>
        <translation>共享语料库中没有的文本的论文组（见组列表），或两篇论文共同文本所出自的语料库来源</translation>
    </message>
</context>
<context>
    <name>PanesFooter</name>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="66"/>
        <source>Inside the current passage, words in red differ between the paper and the source; the other words are the same in both.</source>
        <translation>在当前片段中，红色的词在论文与来源之间不同；其他词两者相同。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="70"/>
        <source>Synchronise scrolling</source>
        <translation>同步滚动</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="74"/>
        <source>When on, scrolling one text scrolls the other so that matching passages stay side by side.</source>
        <translation>开启后，滚动一侧文本时另一侧也会随之滚动，使匹配的片段保持并排。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="93"/>
        <source>&lt;span style=&quot;color:{red}; text-decoration:underline&quot;&gt;underlined&lt;/span&gt;: words the paper added or changed · &lt;span style=&quot;color:{red}; text-decoration:line-through&quot;&gt;struck out&lt;/span&gt;: source words the paper left out</source>
        <translation>&lt;span style=&quot;color:{red}; text-decoration:underline&quot;&gt;下划线&lt;/span&gt;：论文添加或改动的词 · &lt;span style=&quot;color:{red}; text-decoration:line-through&quot;&gt;删除线&lt;/span&gt;：论文省略的来源中的词</translation>
    </message>
</context>
<context>
    <name>PaperPage</name>
    <message>
        <location filename="../../app/gui/paper_page.py" line="53"/>
        <source>Matches: the share of the paper inside passages that match a source, copied or reworded. Word for word: the share in runs of three or more words identical to a source, text copied without change.</source>
        <translation>匹配：论文中位于与来源匹配的片段（照抄或改写）内的比例。逐字相同：位于与来源完全相同的连续三个及以上词内的比例，即原样照抄的文本。</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="94"/>
        <source>◀ Previous</source>
        <translation>◀ 上一个</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="95"/>
        <source>Previous passage (Alt+Up)</source>
        <translation>上一个片段 (Alt+Up)</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="97"/>
        <source>Next ▶</source>
        <translation>下一个 ▶</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="98"/>
        <source>Next passage (Alt+Down)</source>
        <translation>下一个片段 (Alt+Down)</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="100"/>
        <source>Side by side</source>
        <translation>并排对照</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="102"/>
        <source>Show the current passage beside its source (or click a passage)</source>
        <translation>将当前片段与其来源并排显示（或点击某个片段）</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="105"/>
        <source>Export report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="107"/>
        <source>Save this paper&apos;s report as HTML, PDF, JSON, CSV or an evidence bundle</source>
        <translation>将此论文的报告保存为 HTML、PDF、JSON、CSV 或证据包</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="110"/>
        <source>How to read this</source>
        <translation>如何阅读</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="112"/>
        <source>What the figures, the struck-through text and the flags mean (F1)</source>
        <translation>各项数值、删除线文本和标记的含义（F1）</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="69"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="70"/>
        <location filename="../../app/gui/paper_page.py" line="135"/>
        <location filename="../../app/gui/paper_page.py" line="157"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="138"/>
        <source>This file could not be checked: {error}</source>
        <translation>无法检查此文件：{error}</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="157"/>
        <source>Flags ({n})</source>
        <translation>标记 ({n})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="167"/>
        <source>{share} of this paper matches %n source(s)</source>
        <translation>
            <numerusform>本论文 {share} 与 %n 个来源相同</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="171"/>
        <source>{share} word for word</source>
        <translation>{share} 逐字相同</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="175"/>
        <source>checked against the class only, not the corpus</source>
        <translation>仅与本班其他论文比对，未使用语料库</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="177"/>
        <source>%n source(s) hidden</source>
        <translation>
            <numerusform>已隐藏 %n 个来源</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="180"/>
        <source>%n span(s) not counted (quotes, references…)</source>
        <translation>
            <numerusform>%n 处未计入（引文、参考文献等）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="238"/>
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n 个片段</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="233"/>
        <source>Passage {label} · {i} of {n}</source>
        <translation>片段 {label} · 第 {i} 个，共 {n} 个</translation>
    </message>
</context>
<context>
    <name>PaperView</name>
    <message>
        <location filename="../../app/gui/paper_view.py" line="201"/>
        <source>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;{words} words · {share} of the paper · found by {method}&lt;br&gt;Source: {source} of the paper in total&lt;br&gt;&lt;i&gt;Click to see it side by side&lt;/i&gt;</source>
        <translation>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;{words} 个词 · 占论文 {share} · 检测方法：{method}&lt;br&gt;该来源：共占论文 {source}&lt;br&gt;&lt;i&gt;点击可并排对照&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_view.py" line="213"/>
        <source>Not counted: {reason}</source>
        <translation>未计入：{reason}</translation>
    </message>
</context>
<context>
    <name>PapersList</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="267"/>
        <source>Show only papers with at least this similarity</source>
        <extracomment>The width in pixels the list needs to show every column without cutting the names: sent when the batch column appears or a longer batch title arrives.</extracomment>
        <translation>只显示相似率不低于此值的论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="271"/>
        <source>Show papers from</source>
        <translation>显示相似率不低于</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="281"/>
        <source>Similarity: text that matches a source, copied or reworded. Word for word: text identical to a source.</source>
        <translation>相似率：与来源匹配的文本，照抄或改写。逐字相同：与来源完全相同的文本。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="307"/>
        <source>{shown} of %n paper(s)</source>
        <translation>
            <numerusform>{shown} / %n 篇论文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="309"/>
        <source>%n paper(s)</source>
        <translation>
            <numerusform>%n 篇论文</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PapersModel</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="76"/>
        <source>Paper</source>
        <extracomment>Similarity at which the colour scale reaches full red (a third of the paper borrowed). The top source column&apos;s width in average characters (the paper&apos;s name takes the rest). The paper&apos;s name keeps room for this many average characters when the batch column shows, or for its longest listed name, up to `PAPER_CHARS_MOST`. The batch column fits its titles up to this many average characters (&quot;messy2 · 21:33&quot;).</extracomment>
        <translation>论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="77"/>
        <source>Similarity</source>
        <translation>相似率</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="78"/>
        <source>Top source</source>
        <translation>主要来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="79"/>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="80"/>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="81"/>
        <source>Word for word</source>
        <translation>逐字相同</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="85"/>
        <source>The checked file</source>
        <translation>已检查的文件</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="87"/>
        <source>Share of the paper&apos;s characters inside passages that match a source, copied or reworded (hidden sources left out)</source>
        <translation>论文中位于与来源匹配的片段（照抄或改写）内的字符比例（不计隐藏的来源）</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="90"/>
        <source>The source covering most of the paper</source>
        <translation>覆盖论文内容最多的来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="92"/>
        <source>Signs of hidden or altered text (look-alike letters, invisible characters, hidden text)</source>
        <translation>隐藏或篡改文本的迹象（形近字母、不可见字符、隐藏文本）</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="95"/>
        <source>The drop or Open… the paper came with</source>
        <translation>论文是通过哪次拖放或“打开…”加入的</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="97"/>
        <source>Share of the paper&apos;s characters in runs of three or more words identical to a source: text copied without change (hidden sources left out)</source>
        <translation>论文中位于与来源完全相同的连续三个及以上词内的字符比例：原样照抄的文本（不计隐藏的来源）</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="154"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="160"/>
        <source>Could not be checked: {error}</source>
        <translation>无法检查：{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="185"/>
        <source>%n sign(s) of hidden or altered text: open the paper to see them</source>
        <translation>
            <numerusform>%n 处隐藏或篡改文本的迹象：打开论文查看</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PassageBar</name>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="19"/>
        <source>Previous passage</source>
        <translation>上一个片段</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="20"/>
        <source>Next passage</source>
        <translation>下一个片段</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="23"/>
        <source>Go to the previous passage of the paper, whatever its source (Alt+Up, Ctrl+[ or Shift+F3).</source>
        <translation>转到论文的上一个片段，无论其来源（Alt+Up、Ctrl+[ 或 Shift+F3）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="29"/>
        <source>Go to the next passage of the paper, whatever its source (Alt+Down, Ctrl+] or F3).</source>
        <translation>转到论文的下一个片段，无论其来源（Alt+Down、Ctrl+] 或 F3）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="32"/>
        <source>This source only</source>
        <translation>仅此来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="35"/>
        <source>When ticked, Next and Previous step only through the passages of the source on the right; otherwise through every passage of the paper, in the order they appear in it.</source>
        <translation>勾选后，“下一个”和“上一个”只在右侧来源的片段之间跳转；否则按论文中出现的顺序遍历论文的所有片段。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="44"/>
        <source>The current passage: its number, its length in words of the paper and the share of its words that the paper and the source have in the same order.</source>
        <translation>当前片段：编号、在论文中的词数，以及论文与来源中顺序相同的词所占的比例。</translation>
    </message>
</context>
<context>
    <name>ServerCorpus</name>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="30"/>
        <source>This is not a connection string libpq understands. Type a URL such as postgresql://anna@db.school.example/imbrex, or service=imbrex for an entry of your service file.</source>
        <extracomment>Why a connection failed (``problem_kind``), and what to do about it.</extracomment>
        <translation>libpq 无法识别此连接字符串。请输入例如 postgresql://anna@db.school.example/imbrex 的 URL，或用 service=imbrex 表示服务文件中的条目。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="36"/>
        <source>Your PostgreSQL service file has no entry of that name. The file is ~/.pg_service.conf (%APPDATA%\postgresql\.pg_service.conf on Windows), or the one PGSERVICEFILE names; ask the server&apos;s administrator for the entry.</source>
        <translation>您的 PostgreSQL 服务文件中没有该名称的条目。该文件为 ~/.pg_service.conf（Windows 上为 %APPDATA%\postgresql\.pg_service.conf），或 PGSERVICEFILE 指定的文件；请向服务器管理员索取该条目。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="42"/>
        <source>The server cannot be reached: the host name may be wrong, the server stopped, or this computer is not on the school&apos;s network. Check the address, or ask the server&apos;s administrator.</source>
        <translation>无法连接到服务器：主机名可能有误、服务器已停止，或本机不在学校网络中。请检查地址，或询问服务器管理员。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="48"/>
        <source>The server refused your user name or password. Imbrex never keeps a password: put it in ~/.pgpass (%APPDATA%\postgresql\pgpass.conf on Windows), in your service file, or in the PGPASSWORD environment variable, where PostgreSQL finds it.</source>
        <translation>服务器拒绝了您的用户名或密码。Imbrex 从不保存密码：请将密码写入 ~/.pgpass（Windows 上为 %APPDATA%\postgresql\pgpass.conf）、服务文件或 PGPASSWORD 环境变量，PostgreSQL 会在那里找到它。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="54"/>
        <source>The server has no database of that name. Check the name after the last / of the address, or ask the server&apos;s administrator.</source>
        <translation>服务器上没有该名称的数据库。请检查地址中最后一个 / 之后的名称，或询问服务器管理员。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="59"/>
        <source>This database holds other tables: it is not an Imbrex corpus, and Imbrex will not change it. Check the database&apos;s name.</source>
        <translation>此数据库包含其他表：它不是 Imbrex 语料库，Imbrex 不会修改它。请检查数据库名称。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="64"/>
        <source>This database holds no Imbrex corpus yet. Its administrator makes one with &apos;imbrex corpus add&apos; (or copies a corpus file there with &apos;imbrex corpus copy&apos;).</source>
        <translation>此数据库中还没有 Imbrex 语料库。管理员可用 &apos;imbrex corpus add&apos; 创建（或用 &apos;imbrex corpus copy&apos; 将语料库文件复制过去）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="69"/>
        <source>This corpus was made by an older Imbrex and must be updated first: ask its administrator to run any &apos;imbrex corpus&apos; command on it once (e.g. &apos;imbrex corpus stats&apos;) as the owner of its tables.</source>
        <translation>此语料库由旧版 Imbrex 创建，必须先更新：请管理员以其表的所有者身份对它运行一次任意 &apos;imbrex corpus&apos; 命令（例如 &apos;imbrex corpus stats&apos;）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="75"/>
        <source>This corpus was made by a newer Imbrex. Update Imbrex to use it.</source>
        <translation>此语料库由更新版本的 Imbrex 创建。请更新 Imbrex 后再使用。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="79"/>
        <source>The corpus on the server cannot be used.</source>
        <translation>服务器上的语料库无法使用。</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="161"/>
        <source>{database} on this computer</source>
        <extracomment>Words of libpq&apos;s and the server&apos;s messages that tell the failures apart (lower case).</extracomment>
        <translation>本机上的 {database}</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="164"/>
        <source>{database} on {host}</source>
        <translation>{host} 上的 {database}</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="187"/>
        <source>Connecting to {spec}</source>
        <translation>正在连接 {spec}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="57"/>
        <source>Settings</source>
        <extracomment>The window&apos;s languages: (locale name, the language&apos;s own name). Each language is written in itself so a teacher finds theirs whatever the window&apos;s current language; the first entry (&quot;follow the system&quot;) is translated in the dialog.</extracomment>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="79"/>
        <source>Restore defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="82"/>
        <source>Put every setting in this window back to its default (the language stays as it is). Nothing is stored until you press OK.</source>
        <translation>将此窗口中的所有设置恢复为默认值（语言保持不变）。按“确定”之前不会保存任何更改。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="86"/>
        <source>Store the settings and keep this window open.</source>
        <translation>保存设置并保持此窗口打开。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="102"/>
        <source>default: {value}</source>
        <translation>默认：{value}</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="148"/>
        <location filename="../../app/gui/settings_dialog.py" line="247"/>
        <location filename="../../app/gui/settings_dialog.py" line="262"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <source>Default: {value}.</source>
        <translation>默认：{value}。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="157"/>
        <source> words</source>
        <translation> 个词</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="158"/>
        <source>Matching</source>
        <translation>匹配</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="164"/>
        <source>Imbrex starts from runs of this many words found word for word in both texts. Fewer words find more copying, and more chance matches of common phrases; more words find only longer copied stretches.</source>
        <translation>Imbrex 从两篇文本中逐字相同、连续达到此词数的词串开始匹配。词数越少，发现的抄袭越多，但常用短语的偶然匹配也越多；词数越多，只会发现较长的抄袭段落。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="171"/>
        <source>Words in a row to compare:</source>
        <translation>连续比较的词数：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="179"/>
        <source>Passages shorter than this many words are not counted (they are still listed as too short). Raise it to ignore common phrases; lower it to see single copied sentences.</source>
        <translation>少于此词数的片段不计入（仍会作为过短片段列出）。调高可忽略常用短语；调低可看到单独抄袭的句子。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="185"/>
        <source>Shortest passage counted:</source>
        <translation>计入的最短片段：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="196"/>
        <source>How alike two sentences must be (0 = no words in common, 1 = the same words) before Imbrex takes one for a reworded copy of the other. Lower it to catch heavier rewording, at the price of more false alarms.</source>
        <translation>两个句子需要多相似（0 = 没有共同的词，1 = 词完全相同），Imbrex 才会认为其中一句是另一句改写后的抄袭。调低可发现改写程度更大的抄袭，但误报也会更多。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="203"/>
        <source>Sentence similarity needed:</source>
        <translation>所需的句子相似度：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="211"/>
        <source>How alike a whole passage must be to its source, once the matching sentences are joined up (0 = nothing in common, 1 = the same words). Lower keeps more loosely reworded passages; higher keeps only close copies.</source>
        <translation>将匹配的句子连接后，整个片段需要与来源多相似（0 = 毫无共同之处，1 = 词完全相同）。调低会保留更多改写较大的片段；调高只保留近乎照抄的片段。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="218"/>
        <source>Passage similarity needed:</source>
        <translation>所需的片段相似度：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="223"/>
        <source> sentences</source>
        <translation> 个句子</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="226"/>
        <source>Matching sentences at most this many sentences apart are joined into one passage. Raise it to see a copied section with a few sentences of the student&apos;s own in between as one passage; lower it to keep them apart.</source>
        <translation>相隔不超过此句数的匹配句子会合并为一个片段。调高可将中间夹有几句学生自己文字的抄袭部分视为一个片段；调低则将它们分开。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="231"/>
        <source>Join matches up to:</source>
        <translation>合并相隔不超过：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="235"/>
        <source>Exclusions</source>
        <translation>排除</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="237"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="237"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="331"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="239"/>
        <source>Do not count quotations</source>
        <translation>不计入引文</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="243"/>
        <source>Text in quotation marks (“…”, «…», 「…」 and the like) and block quotes is shown but not counted in the similarity: the student named it as someone else&apos;s.</source>
        <translation>引号（“…”、«…»、「…」等）中的文本和块引用会显示，但不计入相似率：学生已注明这是他人的文字。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="253"/>
        <source>Do not count the bibliography</source>
        <translation>不计入参考文献</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="257"/>
        <source>The list of references at the end of a paper (after a heading such as References or Bibliography) is not counted: reference lists look alike in every paper.</source>
        <translation>论文末尾的参考文献列表（位于“参考文献”等标题之后）不计入：每篇论文的参考文献列表都很相似。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="274"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="280"/>
        <source>The class view links two papers when they share at least this share of their text. Raise it to see only the strongest pairs.</source>
        <translation>当两篇论文的共同文本至少达到此比例时，班级视图会将它们关联起来。调高可只看重合最多的论文对。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="286"/>
        <source>Class view: link papers sharing at least:</source>
        <translation>班级视图：关联共同文本不低于：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="294"/>
        <source>The papers list calls out papers whose similarity is at least this. At 0 % every paper with any match is called out.</source>
        <translation>论文列表会突出显示相似率不低于此值的论文。设为 0 % 时，只要有任何匹配的论文都会突出显示。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="300"/>
        <source>Papers list: call out papers from:</source>
        <translation>论文列表：突出显示相似率不低于：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="305"/>
        <source> documents</source>
        <translation> 篇文档</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="308"/>
        <source>For each paper, Imbrex compares in full only the corpus documents most likely to match it. More finds sources that share less text, and checks take longer.</source>
        <translation>对每篇论文，Imbrex 只完整比较语料库中最可能匹配的文档。数量越多，越能找到共同文本较少的来源，但检查耗时也越长。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="314"/>
        <source>Corpus documents compared per paper:</source>
        <translation>每篇论文比较的语料库文档数：</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="320"/>
        <source>Add checked papers to the corpus after each check</source>
        <translation>每次检查后将已检查的论文加入语料库</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="325"/>
        <source>Keep every checked paper in the corpus, so next year&apos;s papers (and other classes) are compared with them too.</source>
        <translation>将每篇已检查的论文保留在语料库中，以后（包括明年和其他班级）的论文也会与它们比较。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="335"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="339"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <location filename="../../app/gui/settings_dialog.py" line="348"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="343"/>
        <source>The language of Imbrex&apos;s menus and messages (not of the papers).</source>
        <translation>Imbrex 菜单和消息所用的语言（与论文的语言无关）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="349"/>
        <source>Takes effect when Imbrex is restarted.</source>
        <translation>重新启动 Imbrex 后生效。</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="425"/>
        <source>These settings cannot be used together: {error}</source>
        <translation>这些设置不能同时使用：{error}</translation>
    </message>
</context>
<context>
    <name>SideBySideTexts</name>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="49"/>
        <source>{path} · {share} of the paper found in sources</source>
        <extracomment>A pane&apos;s header: its title, the line below it and its tooltip.</extracomment>
        <translation>{path} · 论文中有 {share} 在来源中找到</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="54"/>
        <source>{path} · {share} of the paper</source>
        <translation>{path} · 占论文 {share}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="58"/>
        <source>Paper</source>
        <translation>论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="59"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="59"/>
        <source>No source</source>
        <translation>无来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="61"/>
        <source>Source {n}: {title}</source>
        <translation>来源 {n}：{title}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="72"/>
        <source>Passage {n} of {total} · {words} words</source>
        <translation>片段 {n} / {total} · {words} 个词</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="78"/>
        <source> · {share} identical</source>
        <translation> · {share} 相同</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="80"/>
        <source> · comparing words…</source>
        <translation> · 正在比较词语…</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="104"/>
        <source>Passage {label}, found by {method}</source>
        <translation>片段 {label}，检测方法：{method}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="109"/>
        <source>Paper: characters {start}–{end}</source>
        <translation>论文：第 {start}–{end} 个字符</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="112"/>
        <source>Source: characters {start}–{end}</source>
        <translation>来源：第 {start}–{end} 个字符</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="116"/>
        <source>{words} words</source>
        <translation>{words} 个词</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="106"/>
        <source>Paper text</source>
        <translation>论文文本</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="107"/>
        <source>Source text</source>
        <translation>来源文本</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="165"/>
        <source>This report has no source number {n}.</source>
        <translation>此报告中没有第 {n} 个来源。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="175"/>
        <location filename="../../app/gui/side_by_side.py" line="192"/>
        <location filename="../../app/gui/side_by_side.py" line="222"/>
        <source>These two documents have no passage in common.</source>
        <translation>这两个文档没有共同片段。</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="408"/>
        <source>No passages</source>
        <translation>没有片段</translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="150"/>
        <source>Similarity of the papers</source>
        <extracomment>The share at which a square is fully red; larger shares look the same. Colour stops of the scale over ``share / FULL_SHARE``: white, light yellow, orange, red. Squares smaller than this (pixels) have no grid lines. Squares never grow larger than this (pixels), so a class of 2 does not fill the screen. The shortest labels shown (average characters); with less room the names are left out. The squares of pairs that share text only through a corpus source: its name.</extracomment>
        <translation>论文相似率</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="152"/>
        <source>Each square: share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation>每个方格：所在行的论文在所在列的论文中找到的比例</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="305"/>
        <source>{name}: the same paper</source>
        <translation>{name}：同一篇论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="306"/>
        <source>{a} ↔ {b}: {ab} of {a} in {b}, {ba} of {b} in {a}</source>
        <translation>{a} ↔ {b}：{a} 有 {ab} 在 {b} 中，{b} 有 {ba} 在 {a} 中</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="311"/>
        <source>Only through {source}, a corpus source both copied</source>
        <translation>仅经由 {source}，两者都抄了这份语料库来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="346"/>
        <source>{path}
Double-click to open this paper</source>
        <translation>{path}
双击打开此论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="351"/>
        <source>White: nothing in common. Red: half of the paper or more was found in the other one.</source>
        <translation>白色：没有共同之处。红色：论文一半或以上的内容在另一篇中找到。</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="411"/>
        <source>No papers to show</source>
        <translation>没有可显示的论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="445"/>
        <source>Share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation>所在行的论文在所在列的论文中找到的比例</translation>
    </message>
</context>
<context>
    <name>SourcesPanel</name>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="52"/>
        <source>Source</source>
        <extracomment>The name column is at least this many (average) characters wide.</extracomment>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="53"/>
        <source>% of paper</source>
        <translation>占论文 %</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="54"/>
        <source>Containment</source>
        <translation>包含度</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="55"/>
        <source>Resemblance</source>
        <translation>相似度（Jaccard）</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="56"/>
        <source>Passages</source>
        <translation>片段</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="57"/>
        <source>Collection</source>
        <translation>文档集</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="61"/>
        <source>Untick a source to leave it out of the score</source>
        <translation>取消勾选某个来源，即可不将其计入得分</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="62"/>
        <source>Share of the paper&apos;s characters inside passages of this source</source>
        <translation>论文字符中位于此来源片段内的比例</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="63"/>
        <source>Share of the paper&apos;s word sequences (shingles) also found in the source</source>
        <translation>论文的词序列（shingle）中也出现在该来源中的比例</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="64"/>
        <source>Shared word sequences over all word sequences of both (Jaccard)</source>
        <translation>共同词序列占两者全部词序列的比例（Jaccard）</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="65"/>
        <source>Passages found in this source</source>
        <translation>在此来源中找到的片段</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="66"/>
        <source>The corpus collection the source belongs to</source>
        <translation>该来源所属的语料库文档集</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="132"/>
        <source>Shares text with this paper only through {source}, which is credited first</source>
        <translation>仅通过 {source} 与本论文共享文本，该来源排在前面</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/gui/window_menus.py" line="76"/>
        <source>&amp;Open papers…</source>
        <translation>打开论文(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="79"/>
        <source>Choose papers (or .zip archives) to check</source>
        <translation>选择要检查的论文（或 .zip 压缩包）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="82"/>
        <source>Open &amp;folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="85"/>
        <source>Check every paper in a folder</source>
        <translation>检查文件夹中的所有论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="88"/>
        <source>Check the &amp;demo class</source>
        <translation>检查演示班级(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="91"/>
        <source>Seven sample papers with planted borrowings</source>
        <translation>七篇预先植入借用内容的示例论文</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="94"/>
        <source>&amp;Compare two documents…</source>
        <translation>比较两个文档(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="97"/>
        <source>Show any two files side by side with what they share</source>
        <translation>并排显示任意两个文件及其共同内容</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="100"/>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="103"/>
        <source>Save the current paper&apos;s report (HTML, PDF, JSON, CSV, evidence bundle)</source>
        <translation>保存当前论文的报告（HTML、PDF、JSON、CSV、证据包）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="106"/>
        <source>Export &amp;class results…</source>
        <translation>导出班级结果(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="110"/>
        <source>Save every report of the current batch with an overview (index.html), papers.csv, pairs.csv and summary.json</source>
        <translation>保存当前批次的所有报告，以及总览（index.html）、papers.csv、pairs.csv 和 summary.json</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="114"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="122"/>
        <source>&amp;Next passage</source>
        <translation>下一个片段(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="125"/>
        <source>Go to the next borrowed passage (also Alt+Down)</source>
        <translation>转到下一个借用的片段（也可按 Alt+Down）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="128"/>
        <source>&amp;Previous passage</source>
        <translation>上一个片段(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="131"/>
        <source>Go to the previous borrowed passage (also Alt+Up)</source>
        <translation>转到上一个借用的片段（也可按 Alt+Up）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="134"/>
        <source>&amp;Paper</source>
        <translation>论文(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="135"/>
        <source>&amp;Side by side</source>
        <translation>并排对照(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="136"/>
        <source>&amp;Class</source>
        <translation>班级(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="144"/>
        <source>Exclude &amp;quotations</source>
        <translation>排除引文(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="147"/>
        <source>Text in quotation marks or block quotes is not counted (next checks)</source>
        <translation>引号内的文本和块引用不计入（之后的检查）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="152"/>
        <source>Exclude &amp;bibliography</source>
        <translation>排除参考文献(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="155"/>
        <source>The reference list at the end is not counted (next checks)</source>
        <translation>文末的参考文献列表不计入（之后的检查）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="160"/>
        <source>Assignment &amp;template…</source>
        <translation>作业模板(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="164"/>
        <source>The assignment text every student was given: its wording is not counted in the next checks</source>
        <translation>发给每位学生的作业原文：之后的检查中不计入其措辞</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="169"/>
        <source>No template</source>
        <translation>不使用模板</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="172"/>
        <source>Count all text again in the next checks</source>
        <translation>之后的检查重新计入全部文本</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="175"/>
        <source>Check &amp;again</source>
        <translation>重新检查(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="178"/>
        <source>Check the current batch again with the current settings</source>
        <translation>用当前设置重新检查当前批次</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="181"/>
        <source>&amp;Cancel all work</source>
        <translation>取消所有任务(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="184"/>
        <source>Stop every running and queued job</source>
        <translation>停止所有正在运行和排队的任务</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="191"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="194"/>
        <source>Matching, exclusions, thresholds, language</source>
        <translation>匹配、排除、阈值、语言</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="199"/>
        <source>How to read the &amp;results</source>
        <translation>如何阅读结果(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="203"/>
        <source>What similarity, word for word, containment, resemblance, exclusions and flags mean</source>
        <translation>相似率、逐字相同、包含度、相似度、排除和标记的含义</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="209"/>
        <source>&amp;About Imbrex</source>
        <translation>关于 Imbrex(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="211"/>
        <source>Open the &amp;log folder</source>
        <translation>打开日志文件夹(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="214"/>
        <source>Where Imbrex writes the details of any error</source>
        <translation>Imbrex 记录错误详细信息的位置</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="220"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="223"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="233"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="236"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="242"/>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="250"/>
        <source>C&amp;orpus</source>
        <translation>语料库(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="253"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="255"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="256"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="263"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="273"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="282"/>
        <source> Min. match: </source>
        <translation> 最短匹配：</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="285"/>
        <source> words</source>
        <translation> 个词</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="288"/>
        <source>Passages shorter than this are not counted (next checks; default 20)</source>
        <translation>短于此长度的片段不计入（之后的检查；默认 20）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="310"/>
        <source>The new settings apply to the next check (Check ▸ Check again).</source>
        <translation>新设置将在下次检查时生效（检查 ▸ 重新检查）。</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="321"/>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="323"/>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="355"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="356"/>
        <source>The new language is used from the next start of Imbrex.</source>
        <translation>新语言将在下次启动 Imbrex 时生效。</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="372"/>
        <source>About Imbrex</source>
        <translation>关于 Imbrex</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="374"/>
        <source>&lt;h3&gt;Imbrex {version}&lt;/h3&gt;&lt;p&gt;An offline plagiarism checker for teachers: papers are compared with your own reference corpus and with each other on this computer; no text leaves it.&lt;/p&gt;&lt;p&gt;Methods: word-shingle containment (Broder) and sentence-block suffix-tree matching (SL+ST).&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Qt {qt}, PySide6 {pyside}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Imbrex {version}&lt;/h3&gt;&lt;p&gt;面向教师的离线抄袭检测工具：在这台计算机上将论文与您自己的参考语料库以及彼此进行比对，任何文本都不会离开本机。&lt;/p&gt;&lt;p&gt;方法：词级 shingle 包含度（Broder）和基于后缀树的句块匹配（SL+ST）。&lt;/p&gt;&lt;p&gt;基于 MIT 许可证的自由软件。Qt {qt}，PySide6 {pyside}。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WordDiffs</name>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="71"/>
        <source>Comparing the words of passage {label}</source>
        <extracomment>A passage with at most this many characters (both sides together) has its words compared on the UI thread (a few milliseconds); a longer one is compared by a background job.</extracomment>
        <translation>正在比较片段 {label} 的词语</translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="100"/>
        <source>The paper added these words.</source>
        <translation>论文添加了这些词。</translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="102"/>
        <source>The paper left these words out.</source>
        <translation>论文省略了这些词。</translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="103"/>
        <source>Changed: “{source}” → “{paper}”</source>
        <translation>改动：“{source}” → “{paper}”</translation>
    </message>
</context>
</TS>
