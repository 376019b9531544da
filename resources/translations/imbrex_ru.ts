<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>BatchChecks</name>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="62"/>
        <source>Papers to check</source>
        <extracomment>File types offered in the Open dialog (the extractor also sniffs misnamed files). Checks that stopped while the corpus was a shared one on a server (which may have gone): checked again as they were once the window has a corpus it can use (the teacher&apos;s own file, another server, or this one answering after all), so that no paper has to be opened again. The error shown for such a check, closed when the window offers the corpus file (one message, not two on top of each other).</extracomment>
        <translation>Работы для проверки</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="64"/>
        <source>Papers ({types});;All files (*)</source>
        <translation>Работы ({types});;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="71"/>
        <source>Folder of papers</source>
        <translation>Папка с работами</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="82"/>
        <source>Demo class</source>
        <translation>Демонстрационный класс</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="113"/>
        <source>{first} and {n} more</source>
        <translation>{first} и ещё {n}</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="145"/>
        <source>Checking {title}</source>
        <translation>Проверка: {title}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/batch_checks.py" line="237"/>
        <source>{title}: %n paper(s) checked</source>
        <translation>
            <numerusform>{title}: проверена %n работа</numerusform>
            <numerusform>{title}: проверены %n работы</numerusform>
            <numerusform>{title}: проверено %n работ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/batch_checks.py" line="240"/>
        <source>%n not checked (see the list)</source>
        <translation>
            <numerusform>%n не проверена (см. список)</numerusform>
            <numerusform>%n не проверены (см. список)</numerusform>
            <numerusform>%n не проверено (см. список)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="243"/>
        <source>{title}: no papers found. Imbrex reads .docx, .pdf, .odt, .rtf, .txt and .html files, and folders or .zip archives holding them.</source>
        <translation>{title}: работы не найдены. Imbrex читает файлы .docx, .pdf, .odt, .rtf, .txt и .html, а также папки и архивы .zip с ними.</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="260"/>
        <source>{title}: not checked, the shared corpus cannot be used now. Its papers are checked as soon as the window has a corpus.</source>
        <translation>{title}: не проверено, общий корпус сейчас недоступен. Работы будут проверены, как только у окна появится корпус.</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="270"/>
        <source>The check of {title} stopped: {message}</source>
        <translation>Проверка «{title}» остановлена: {message}</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="282"/>
        <source>classmates only</source>
        <translation>только между собой</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="289"/>
        <source>Check them against each other only</source>
        <translation>Сравнить работы только между собой</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="295"/>
        <source>Compare the papers with each other, without the corpus. Their scores then count only what they share with each other.</source>
        <translation>Сравнить работы друг с другом, без корпуса. Их оценки тогда учитывают только то, что у них общего между собой.</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="325"/>
        <source>{title}: cancelled; the papers already checked stay in the list.</source>
        <translation>{title}: отменено; уже проверенные работы остаются в списке.</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="336"/>
        <source>Assignment template</source>
        <translation>Шаблон задания</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="338"/>
        <source>Documents ({types});;All files (*)</source>
        <translation>Документы ({types});;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="350"/>
        <source>This template cannot be used: {error}</source>
        <translation>Этот шаблон нельзя использовать: {error}</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="361"/>
        <source> no template </source>
        <translation> без шаблона </translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="362"/>
        <source>No assignment template for the next checks</source>
        <translation>Для следующих проверок шаблон задания не задан</translation>
    </message>
    <message>
        <location filename="../../app/gui/batch_checks.py" line="366"/>
        <source>Text of {name} is not counted in the next checks</source>
        <translation>Текст {name} не учитывается в следующих проверках</translation>
    </message>
</context>
<context>
    <name>ClassExportDialog</name>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="31"/>
        <source>Export class results</source>
        <translation>Экспорт результатов класса</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="33"/>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="43"/>
        <source>A new folder is made inside the chosen one. It holds index.html (an overview with links to every report), papers.csv (scores, flags and why a paper was not checked), pairs.csv, summary.json and one report per paper.</source>
        <translation>Внутри выбранной папки будет создана новая. В ней будут index.html (обзор со ссылками на все отчёты), papers.csv (показатели, признаки и причина, по которой работа не проверена), pairs.csv, summary.json и по отчёту на каждую работу.</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="57"/>
        <source>Save in:</source>
        <translation>Сохранить в:</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="58"/>
        <source>Reports as:</source>
        <translation>Формат отчётов:</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_export_dialog.py" line="65"/>
        <source>Folder for the results (a new folder is made inside)</source>
        <translation>Папка для результатов (внутри будет создана новая папка)</translation>
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
        <translation>Показывать пару работ, если не меньше этой доли одной из них найдено в другой</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="293"/>
        <source>Show pairs sharing at least</source>
        <translation>Показывать пары с общей долей от</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="323"/>
        <source>Double-click a pair to compare the two papers</source>
        <translation>Дважды щёлкните пару, чтобы сравнить две работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="335"/>
        <source>Groups</source>
        <translation>Группы</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="365"/>
        <source>Click a square to compare the two papers of its row and column</source>
        <translation>Щёлкните клетку, чтобы сравнить работы её строки и столбца</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="368"/>
        <source>Hatched squares: the two papers share text only through a corpus source.</source>
        <translation>Заштрихованные клетки: у двух работ общий текст только через источник корпуса.</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="383"/>
        <source>Pairs of papers</source>
        <translation>Пары работ</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="486"/>
        <source>No pair of papers shares {share} or more. Lower the threshold to see the pairs that share less.</source>
        <translation>Ни у одной пары работ нет общей доли {share} или больше. Снизьте порог, чтобы увидеть пары с меньшей общей долей.</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="490"/>
        <source>No two papers share passages.</source>
        <translation>Общих фрагментов у работ нет.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="501"/>
        <source>%n paper(s) checked</source>
        <translation>
            <numerusform>Проверена %n работа</numerusform>
            <numerusform>Проверены %n работы</numerusform>
            <numerusform>Проверено %n работ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="502"/>
        <source>%n pair(s) above {share}</source>
        <translation>
            <numerusform>%n пара выше {share}</numerusform>
            <numerusform>%n пары выше {share}</numerusform>
            <numerusform>%n пар выше {share}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="503"/>
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n группа</numerusform>
            <numerusform>%n группы</numerusform>
            <numerusform>%n групп</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="507"/>
        <source>%n paper(s) share a common source</source>
        <translation>
            <numerusform>у %n работы общий источник</numerusform>
            <numerusform>у %n работ общий источник</numerusform>
            <numerusform>у %n работ общий источник</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="578"/>
        <source>Not checked:</source>
        <translation>Не проверены:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="526"/>
        <source>Group {number}: %n paper(s) — {names}</source>
        <translation>
            <numerusform>Группа {number}: %n работа — {names}</numerusform>
            <numerusform>Группа {number}: %n работы — {names}</numerusform>
            <numerusform>Группа {number}: %n работ — {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="510"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="339"/>
        <source>Papers are grouped when they share text that is not found in the corpus. Click a group to select its pairs.</source>
        <translation>Работы попадают в одну группу, если у них есть общий текст, которого нет в корпусе. Щёлкните группу, чтобы выделить её пары.</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="348"/>
        <source>Common sources (not collusion)</source>
        <translation>Общие источники (не сговор)</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="352"/>
        <source>Papers that share text only because each copied the same document of the corpus: the text is attributed to that source, not to a classmate</source>
        <translation>Работы, у которых общий текст только потому, что каждая списала один и тот же документ корпуса: текст приписан этому источнику, а не однокласснику</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="509"/>
        <source>%n not checked</source>
        <translation>
            <numerusform>%n не проверена</numerusform>
            <numerusform>%n не проверены</numerusform>
            <numerusform>%n не проверено</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="516"/>
        <source>{names} and {n} more</source>
        <translation>{names} и ещё {n}</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="534"/>
        <source>No groups: no two papers share passages.</source>
        <translation>Групп нет: общих фрагментов у работ нет.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/class_view.py" line="546"/>
        <source>{source}: %n paper(s) share text only through it — {names}</source>
        <translation>
            <numerusform>{source}: %n работа делит текст только через него — {names}</numerusform>
            <numerusform>{source}: %n работы делят текст только через него — {names}</numerusform>
            <numerusform>{source}: %n работ делят текст только через него — {names}</numerusform>
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
        <translation>Подключение к общему корпусу</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="46"/>
        <source>Type the address of your department&apos;s corpus on a PostgreSQL server: a URL such as postgresql://anna@db.school.example/imbrex, or the name of an entry of your PostgreSQL service file, such as service=imbrex.</source>
        <translation>Введите адрес корпуса кафедры на сервере PostgreSQL: URL вида postgresql://anna@db.school.example/imbrex или имя записи из вашего файла служб PostgreSQL, например service=imbrex.</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="59"/>
        <source>Imbrex never keeps a password. Put yours in ~/.pgpass (%APPDATA%\postgresql\pgpass.conf on Windows), in your service file, or in the PGPASSWORD environment variable: PostgreSQL finds it there.</source>
        <translation>Imbrex никогда не хранит пароль. Запишите его в ~/.pgpass (%APPDATA%\postgresql\pgpass.conf в Windows), в файл служб или в переменную окружения PGPASSWORD: PostgreSQL найдёт его там.</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="76"/>
        <source>Connect</source>
        <translation>Подключиться</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="100"/>
        <source>This is not the address of a PostgreSQL server: it starts with postgresql:// or with service=. A corpus file is opened with Corpus ▸ Use another corpus file…</source>
        <translation>Это не адрес сервера PostgreSQL: он начинается с postgresql:// или с service=. Файл корпуса открывается через Корпус ▸ Другой файл корпуса…</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="110"/>
        <source>The password was taken out of the address: Imbrex never keeps or shows one. Put it in ~/.pgpass, your service file or PGPASSWORD instead.</source>
        <translation>Пароль удалён из адреса: Imbrex никогда не хранит и не показывает пароли. Запишите его в ~/.pgpass, в файл служб или в PGPASSWORD.</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="114"/>
        <source>Connecting to {spec}…</source>
        <translation>Подключение к {spec}…</translation>
    </message>
    <message>
        <location filename="../../app/gui/connect_dialog.py" line="134"/>
        <source>Imbrex could not use the corpus at {spec}.</source>
        <translation>Imbrex не удалось использовать корпус {spec}.</translation>
    </message>
</context>
<context>
    <name>CorpusBrowser</name>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="39"/>
        <source>Collections group the corpus&apos;s documents (e.g. textbooks, earlier years)</source>
        <translation>Коллекции группируют документы корпуса (например, учебники, прошлые годы)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="48"/>
        <source>Filter by title or file name</source>
        <translation>Фильтр по названию или имени файла</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="94"/>
        <source>All documents — {documents}, {words}</source>
        <translation>Все документы — {documents}, {words}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_browser.py" line="105"/>
        <source>{name} — {documents}, {words}</source>
        <translation>{name} — {documents}, {words}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_browser.py" line="131"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln документ</numerusform>
            <numerusform>%Ln документа</numerusform>
            <numerusform>%Ln документов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_browser.py" line="135"/>
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln слово</numerusform>
            <numerusform>%Ln слова</numerusform>
            <numerusform>%Ln слов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusController</name>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="104"/>
        <source>&amp;Manage corpus…</source>
        <extracomment>Collection that &quot;add checked papers to the corpus&quot; puts papers in. The corpus file (in use unless :attr:`server` is set; then the one to go back to). The shared corpus on a server in use (its connection string, no password), or None. The corpus files the window makes (with the demo texts) when they are missing: the default one (a first start) and one named when the window was opened. A file the teacher chose earlier (Corpus ▸ Use another corpus file…) that is gone is not made again but reported as not found (a drive that is not connected?), so that a new, nearly empty corpus never takes its place unnoticed. Why the corpus file cannot be used, as the status bar says it; None when it can (or a server is in use). Read again by :meth:`update_corpus_label`. Whether a job is making the corpus file (until then its absence is no problem). The server&apos;s state found by the last connection, or why it failed. Whether a failure of the connection under way offers the corpus file (at start).</extracomment>
        <translation>&amp;Управление корпусом…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="107"/>
        <source>The reference texts papers are checked against</source>
        <translation>Справочные тексты, по которым проверяются работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="110"/>
        <source>&amp;Add checked papers to the corpus</source>
        <translation>&amp;Добавить проверенные работы в корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="114"/>
        <source>Index the papers of the current batch so later papers are checked against them</source>
        <translation>Проиндексировать работы текущего пакета, чтобы проверять по ним следующие работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="118"/>
        <source>Add papers to the corpus after &amp;each check</source>
        <translation>Добавлять работы в корпус после &amp;каждой проверки</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="121"/>
        <source>Every checked paper joins the corpus (collection &quot;Checked papers&quot;)</source>
        <translation>Каждая проверенная работа попадает в корпус (коллекция «Проверенные работы»)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="126"/>
        <source>Use another corpus &amp;file…</source>
        <translation>Другой &amp;файл корпуса…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="129"/>
        <source>Open a corpus file, e.g. one shared by your department</source>
        <translation>Открыть файл корпуса, например общий корпус кафедры</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="132"/>
        <source>&amp;Connect to a shared corpus…</source>
        <translation>&amp;Подключиться к общему корпусу…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="135"/>
        <source>Check papers against your department&apos;s corpus on a PostgreSQL server</source>
        <translation>Проверять работы по корпусу кафедры на сервере PostgreSQL</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="138"/>
        <source>Use my &amp;own corpus file</source>
        <translation>&amp;Свой файл корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="141"/>
        <source>Go back from the shared corpus to the corpus file on this computer</source>
        <translation>Вернуться от общего корпуса к файлу корпуса на этом компьютере</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="167"/>
        <source>Updating the corpus for this version of Imbrex</source>
        <translation>Обновление корпуса для этой версии Imbrex</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="184"/>
        <source>Preparing the corpus (demo reference texts)</source>
        <translation>Подготовка корпуса (демонстрационные справочные тексты)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="202"/>
        <source>Corpus: {name}</source>
        <translation>Корпус: {name}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="220"/>
        <source>The corpus file was not found (a drive that is not connected?). Connect it, or choose another corpus file in the Corpus menu.</source>
        <translation>Файл корпуса не найден (диск не подключён?). Подключите его или выберите другой файл корпуса в меню «Корпус».</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_controller.py" line="225"/>
        <location filename="../../app/gui/corpus_controller.py" line="234"/>
        <location filename="../../app/gui/corpus_controller.py" line="354"/>
        <location filename="../../app/gui/corpus_controller.py" line="362"/>
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln документ</numerusform>
            <numerusform>%Ln документа</numerusform>
            <numerusform>%Ln документов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="233"/>
        <location filename="../../app/gui/corpus_controller.py" line="361"/>
        <source>Reference corpus: {path}</source>
        <translation>Справочный корпус: {path}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="255"/>
        <source>Corpus file</source>
        <translation>Файл корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="257"/>
        <source>Imbrex corpus (*.imbrex);;All files (*)</source>
        <translation>Корпус Imbrex (*.imbrex);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="312"/>
        <source>Connected to {name}.</source>
        <translation>Подключено: {name}.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="315"/>
        <source>The password you typed was not kept: put it in ~/.pgpass instead.</source>
        <translation>Введённый пароль не сохранён: запишите его в ~/.pgpass.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="348"/>
        <source>Corpus: {name} (shared)</source>
        <translation>Корпус: {name} (общий)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="350"/>
        <location filename="../../app/gui/corpus_controller.py" line="363"/>
        <source>cannot be used now</source>
        <translation>сейчас недоступен</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="352"/>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="356"/>
        <source>read-only</source>
        <translation>только чтение</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="377"/>
        <source>Shared corpus not available</source>
        <translation>Общий корпус недоступен</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="379"/>
        <source>The shared corpus {name} cannot be used now, so papers cannot be checked against it. Your own corpus file is untouched; use it instead?</source>
        <translation>Общий корпус {name} сейчас недоступен, поэтому проверять работы по нему нельзя. Ваш собственный файл корпуса не изменён; использовать его?</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="386"/>
        <source>Use my own corpus file</source>
        <translation>Использовать свой файл корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="387"/>
        <source>Keep the shared corpus</source>
        <translation>Оставить общий корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="399"/>
        <source>The shared corpus cannot be used now, so the papers were not added to it.</source>
        <translation>Общий корпус сейчас недоступен, поэтому работы в него не добавлены.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_controller.py" line="411"/>
        <source>The corpus is read-only for you: papers are checked against it, but nothing can be added to it. The papers were not added.</source>
        <translation>Корпус доступен вам только для чтения: работы проверяются по нему, но добавить в него ничего нельзя. Работы не добавлены.</translation>
    </message>
</context>
<context>
    <name>CorpusJobs</name>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="104"/>
        <source>Cancel</source>
        <extracomment>What a corpus job does with its own connection: (store, progress, cancel, job) -&gt; result. The kinds of job the manager runs (what their result is and how it is told). A removal&apos;s outcome, delivered once its documents are removed: a Cancel during the packing afterwards ends the job as cancelled, but the removal stands. Whether the corpus may have changed (unknown until the outcome says otherwise).</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="107"/>
        <source>Stop this job; the documents already added are kept</source>
        <translation>Остановить задачу; уже добавленные документы сохранятся</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="152"/>
        <source>{title} — stopping…</source>
        <translation>{title} — остановка…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="154"/>
        <source>{title} — packing the corpus file</source>
        <translation>{title} — уплотнение файла корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="156"/>
        <source>{title} — finishing the index</source>
        <translation>{title} — завершение индекса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="158"/>
        <source>{title} — {file}</source>
        <translation>{title} — {file}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="160"/>
        <source>{title} — waiting for the job before it</source>
        <translation>{title} — ожидает завершения предыдущей задачи</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="163"/>
        <source>(and {n} more waiting)</source>
        <translation>(и ещё в очереди: {n})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_jobs.py" line="188"/>
        <source>%Ln document(s) removed from the corpus (the files on disk are untouched).</source>
        <translation>
            <numerusform>%Ln документ удалён из корпуса (файл на диске не тронут).</numerusform>
            <numerusform>%Ln документа удалены из корпуса (файлы на диске не тронуты).</numerusform>
            <numerusform>%Ln документов удалено из корпуса (файлы на диске не тронуты).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="195"/>
        <source>Packing the corpus file afterwards was stopped; the file works as it is, and the next large add packs it.</source>
        <translation>Уплотнение файла корпуса после удаления остановлено; файл работает как есть, его уплотнит следующее крупное добавление.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="200"/>
        <source>The corpus file could not be packed afterwards ({reason}); it works as it is, and the next large add packs it.</source>
        <translation>Файл корпуса не удалось уплотнить после удаления ({reason}); он работает как есть, его уплотнит следующее крупное добавление.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="208"/>
        <source>“{title}” did not finish: {message}</source>
        <translation>«{title}» не завершено: {message}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_jobs.py" line="228"/>
        <source>“{title}” was cancelled; the corpus was not changed.</source>
        <translation>«{title}» отменено; корпус не изменён.</translation>
    </message>
</context>
<context>
    <name>CorpusManager</name>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="81"/>
        <source>Reference corpus</source>
        <translation>Справочный корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="130"/>
        <source>Add files…</source>
        <translation>Добавить файлы…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="133"/>
        <source>Add documents (.docx, .pdf, .odt, .rtf, .html, .txt) to the corpus, so that papers are checked against them</source>
        <translation>Добавить документы (.docx, .pdf, .odt, .rtf, .html, .txt) в корпус, чтобы проверять работы по ним</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="137"/>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="139"/>
        <source>Add every document in a folder and its subfolders</source>
        <translation>Добавить все документы из папки и её подпапок</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="141"/>
        <source>Add .zip…</source>
        <translation>Добавить .zip…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="143"/>
        <source>Add every document inside a .zip archive (e.g. a class&apos;s earlier papers)</source>
        <translation>Добавить все документы из архива .zip (например, прошлые работы класса)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="145"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="146"/>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="149"/>
        <source>Read again the files that changed since they were added, and list the files that were moved or deleted</source>
        <translation>Заново прочитать файлы, изменившиеся после добавления, и показать перемещённые или удалённые файлы</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="120"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="188"/>
        <source>The corpus cannot be shown.</source>
        <translation>Не удаётся показать корпус.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="191"/>
        <source>The corpus is empty: add files, a folder or a .zip archive.</source>
        <translation>Корпус пуст: добавьте файлы, папку или архив .zip.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="195"/>
        <source>{documents} · {words} · {size} on disk</source>
        <translation>{documents} · {words} · {size} на диске</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="314"/>
        <source>Removing %Ln document(s) from the corpus</source>
        <translation>
            <numerusform>Удаление %Ln документа из корпуса</numerusform>
            <numerusform>Удаление %Ln документов из корпуса</numerusform>
            <numerusform>Удаление %Ln документов из корпуса</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_manager.py" line="341"/>
        <source>Remove the %Ln selected documents from the corpus?</source>
        <translation>
            <numerusform>Удалить из корпуса %Ln выбранный документ?</numerusform>
            <numerusform>Удалить из корпуса %Ln выбранных документа?</numerusform>
            <numerusform>Удалить из корпуса %Ln выбранных документов?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="222"/>
        <source>Remove the selected documents from the corpus (the files on disk are not touched)</source>
        <translation>Удалить выбранные документы из корпуса (файлы на диске не затрагиваются)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="177"/>
        <source>Reading the corpus on the server…</source>
        <translation>Чтение корпуса на сервере…</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="229"/>
        <source>Remove the selected collection from the corpus, or select documents to remove only them (the files on disk are not touched)</source>
        <translation>Удалить выбранную коллекцию из корпуса или выделить документы, чтобы удалить только их (файлы на диске не затрагиваются)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="276"/>
        <source>Adding {name} to the corpus ({collection})</source>
        <translation>Добавление {name} в корпус ({collection})</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="280"/>
        <source>Adding {n} items to the corpus ({collection})</source>
        <translation>Добавление в корпус ({collection}), элементов: {n}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="297"/>
        <source>Refreshing the corpus</source>
        <translation>Обновление корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="329"/>
        <source>Removing {n} missing files from the corpus</source>
        <translation>Удаление отсутствующих файлов из корпуса: {n}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="339"/>
        <source>Remove the selected document from the corpus?</source>
        <translation>Удалить выбранный документ из корпуса?</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="346"/>
        <source>Remove the collection “{name}” ({documents}) from the corpus?</source>
        <translation>Удалить коллекцию «{name}» ({documents}) из корпуса?</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="353"/>
        <source>Only the corpus index changes: the files on disk are not touched, and you can add them again later.</source>
        <translation>Изменится только индекс корпуса: файлы на диске не затрагиваются, их можно будет добавить снова.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="356"/>
        <source>Remove from the corpus</source>
        <translation>Удалить из корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="382"/>
        <source>Documents ({patterns})</source>
        <translation>Документы ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="383"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="389"/>
        <source>Add files to the corpus</source>
        <translation>Добавить файлы в корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="394"/>
        <source>Add a folder to the corpus</source>
        <translation>Добавить папку в корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="400"/>
        <source>Add .zip archives to the corpus</source>
        <translation>Добавить архивы .zip в корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="402"/>
        <source>Zip archives (*.zip)</source>
        <translation>Архивы Zip (*.zip)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="423"/>
        <source>Collection</source>
        <translation>Коллекция</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_manager.py" line="424"/>
        <source>Add to the collection (choose one, or type a new name):</source>
        <translation>Добавить в коллекцию (выберите или введите новое название):</translation>
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
        <translation>Подробнее</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="49"/>
        <source>List every file concerned, with the reason</source>
        <translation>Показать все затронутые файлы и причину</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="51"/>
        <source>Remove them from the index</source>
        <translation>Удалить их из индекса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="55"/>
        <source>Remove the documents of the missing files from the corpus; nothing on disk is changed</source>
        <translation>Удалить из корпуса документы отсутствующих файлов; на диске ничего не изменится</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="97"/>
        <source>Hide details</source>
        <translation>Скрыть подробности</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="116"/>
        <source>Stopped before the end; what was done until then is kept.</source>
        <translation>Остановлено до завершения; сделанное до этого момента сохранено.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="122"/>
        <source>{name} has the same text as {other}, already in the corpus.</source>
        <translation>Текст {name} совпадает с текстом {other}, который уже есть в корпусе.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="129"/>
        <source>%Ln documents have the same text as documents already in the corpus.</source>
        <translation>
            <numerusform>У %Ln документа тот же текст, что у документа в корпусе.</numerusform>
            <numerusform>У %Ln документов тот же текст, что у документов в корпусе.</numerusform>
            <numerusform>У %Ln документов тот же текст, что у документов в корпусе.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="139"/>
        <source>{name} is nearly the same text as {other}, already in the corpus; it was added all the same.</source>
        <translation>Текст {name} почти совпадает с текстом {other}, который уже есть в корпусе; документ всё равно добавлен.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="146"/>
        <source>%Ln documents are nearly the same text as documents already in the corpus (see the details).</source>
        <translation>
            <numerusform>%Ln документ почти совпадает с документами, которые уже есть в корпусе (см. подробности).</numerusform>
            <numerusform>%Ln документа почти совпадают с документами, которые уже есть в корпусе (см. подробности).</numerusform>
            <numerusform>%Ln документов почти совпадают с документами, которые уже есть в корпусе (см. подробности).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="155"/>
        <source>%Ln document(s) added with a note (see the details).</source>
        <translation>
            <numerusform>%Ln документ добавлен с примечанием (см. подробности).</numerusform>
            <numerusform>%Ln документа добавлены с примечанием (см. подробности).</numerusform>
            <numerusform>%Ln документов добавлено с примечанием (см. подробности).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="165"/>
        <source>Added {added}, updated {updated}, unchanged {unchanged}</source>
        <translation>Добавлено: {added}, обновлено: {updated}, без изменений: {unchanged}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="175"/>
        <source>No documents were found in what was given</source>
        <translation>В указанном не найдено ни одного документа</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="178"/>
        <source>; 1 file could not be read: {name} — {reason}</source>
        <translation>; 1 файл не удалось прочитать: {name} — {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="182"/>
        <source>; %Ln files could not be read (see the details).</source>
        <translation>
            <numerusform>; %Ln файл не удалось прочитать (см. подробности).</numerusform>
            <numerusform>; %Ln файла не удалось прочитать (см. подробности).</numerusform>
            <numerusform>; %Ln файлов не удалось прочитать (см. подробности).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="194"/>
        <source>1 file is missing (moved or deleted) and is still in the index: {name}.</source>
        <translation>1 файл отсутствует (перемещён или удалён), но остаётся в индексе: {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="200"/>
        <source>%Ln files are missing (moved or deleted) and are still in the index.</source>
        <translation>
            <numerusform>%Ln файл отсутствует (перемещён или удалён), но остаётся в индексе.</numerusform>
            <numerusform>%Ln файла отсутствуют (перемещены или удалены), но остаются в индексе.</numerusform>
            <numerusform>%Ln файлов отсутствуют (перемещены или удалены), но остаются в индексе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="206"/>
        <source>%Ln removed from the index.</source>
        <translation>
            <numerusform>%Ln удалён из индекса.</numerusform>
            <numerusform>%Ln удалены из индекса.</numerusform>
            <numerusform>%Ln удалено из индекса.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/corpus_messages.py" line="210"/>
        <source>%Ln document(s) of colleagues&apos; collections left alone (a refresh looks after your own collections only).</source>
        <translation>
            <numerusform>%Ln документ коллег оставлен без изменений (обновление затрагивает только ваши собственные коллекции).</numerusform>
            <numerusform>%Ln документа коллег оставлены без изменений (обновление затрагивает только ваши собственные коллекции).</numerusform>
            <numerusform>%Ln документов коллег оставлены без изменений (обновление затрагивает только ваши собственные коллекции).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="222"/>
        <source>Could not be read:</source>
        <translation>Не удалось прочитать:</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="226"/>
        <source>Missing (moved or deleted), still in the index:</source>
        <translation>Отсутствуют (перемещены или удалены), но остаются в индексе:</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="230"/>
        <source>Same text as a document already in the corpus:</source>
        <translation>Тот же текст, что у документа в корпусе:</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="232"/>
        <source>{path} — same text as {other}</source>
        <translation>{path} — тот же текст, что у {other}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="239"/>
        <source>Nearly the same text as a document already in the corpus:</source>
        <translation>Почти тот же текст, что у документа, который уже есть в корпусе:</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="241"/>
        <source>{path} — nearly the same text as {other}</source>
        <translation>{path} — почти тот же текст, что у {other}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="248"/>
        <source>Added with a note:</source>
        <translation>Добавлены с замечанием:</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_messages.py" line="251"/>
        <source>Removed from the index:</source>
        <translation>Удалены из индекса:</translation>
    </message>
</context>
<context>
    <name>CorpusReader</name>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="71"/>
        <source>The corpus cannot be made at {path}: its folder cannot be written. Choose another place for the corpus in the settings.</source>
        <extracomment>How long the window waits to read a corpus another process is busy writing (the jobs, off the UI thread, wait as long as the command line does). Whether documents can be added to or removed from the corpus last read. Why the corpus last read cannot be used (None: it can). What the banner above the lists says (&quot;&quot; for nothing). The server whose corpus is being read, and the number of the latest reading asked for: two readings may run at once (the server&apos;s jobs have two threads), and one asked for before a change must not arrive after it and show the corpus as it was.</extracomment>
        <translation>Не удаётся создать корпус в {path}: в эту папку нельзя записывать. Выберите в настройках другое место для корпуса.</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="116"/>
        <source>The corpus cannot be used, so nothing can be added or removed. {error}</source>
        <translation>Корпус недоступен, поэтому ничего нельзя добавить или удалить. {error}</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="126"/>
        <source>Reading the corpus</source>
        <translation>Чтение корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_reader.py" line="108"/>
        <source>This corpus is read-only ({path}): you can look at it and check papers against it, but documents cannot be added or removed here.</source>
        <translation>Этот корпус доступен только для чтения ({path}): его можно просматривать и проверять по нему работы, но добавлять или удалять документы здесь нельзя.</translation>
    </message>
</context>
<context>
    <name>DocumentsModel</name>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="64"/>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="65"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="66"/>
        <source>Collection</source>
        <translation>Коллекция</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="67"/>
        <source>Words</source>
        <translation>Слов</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="68"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="69"/>
        <source>Added</source>
        <translation>Добавлен</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="73"/>
        <source>The document&apos;s title (from the file, or its name)</source>
        <translation>Название документа (из файла или его имя)</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="74"/>
        <source>The file the text was read from; for a .zip, the member inside it</source>
        <translation>Файл, из которого прочитан текст; для .zip — файл внутри архива</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="75"/>
        <source>The collection the document belongs to</source>
        <translation>Коллекция, к которой относится документ</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="76"/>
        <source>How many words the extracted text has</source>
        <translation>Сколько слов в извлечённом тексте</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="77"/>
        <source>The language Imbrex recognised in the text</source>
        <translation>Язык, который Imbrex определил в тексте</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="78"/>
        <source>When the document was added to the corpus</source>
        <translation>Когда документ был добавлен в корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/corpus_documents.py" line="111"/>
        <source>{title} — by {author}</source>
        <translation>{title} — автор: {author}</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="70"/>
        <source>Something went wrong: {error}. Your papers and the corpus are not affected.</source>
        <extracomment>The log file rotates at this size, keeping this many older files (imbrex.log.1 ...). The file errors are written to, or None while no log file is open.</extracomment>
        <translation>Что-то пошло не так: {error}. Ваши работы и корпус не пострадали.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="74"/>
        <source>The details were saved to {path}.</source>
        <translation>Подробности сохранены в {path}.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="100"/>
        <source>Imbrex — something went wrong</source>
        <translation>Imbrex — что-то пошло не так</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="152"/>
        <location filename="../../app/gui/error_dialog.py" line="192"/>
        <source>Show details</source>
        <translation>Подробнее</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="155"/>
        <source>Show what the program was doing when it failed (for a bug report).</source>
        <translation>Показать, что делала программа в момент сбоя (для сообщения об ошибке).</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="168"/>
        <source>Copy details</source>
        <translation>Копировать подробности</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="171"/>
        <source>Copy the message and the details, to paste them into an e-mail.</source>
        <translation>Скопировать сообщение и подробности, чтобы вставить их в письмо.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="177"/>
        <source>Open log folder</source>
        <translation>Открыть папку журнала</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="180"/>
        <source>Open the folder holding the log file: {path}</source>
        <translation>Открыть папку с файлом журнала: {path}</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_dialog.py" line="192"/>
        <source>Hide details</source>
        <translation>Скрыть подробности</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/error_dialog.py" line="227"/>
        <source>%n more error(s) happened while this window was open. The log file has them all.</source>
        <translation>
            <numerusform>Пока это окно было открыто, произошла ещё %n ошибка. Все они есть в файле журнала.</numerusform>
            <numerusform>Пока это окно было открыто, произошли ещё %n ошибки. Все они есть в файле журнала.</numerusform>
            <numerusform>Пока это окно было открыто, произошло ещё %n ошибок. Все они есть в файле журнала.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../app/gui/error_text.py" line="23"/>
        <source>The file cannot be opened or read: it is missing, it is a folder, or this computer does not allow reading it. Check the file and try again.</source>
        <extracomment>What each kind of error means, for a teacher, and what to do about it.</extracomment>
        <translation>Файл не удаётся открыть или прочитать: его нет, это папка или компьютер не разрешает его читать. Проверьте файл и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="28"/>
        <source>The file is empty or holds no text. Ask the student to submit it again.</source>
        <translation>Файл пуст или не содержит текста. Попросите студента сдать его ещё раз.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="32"/>
        <source>The file is larger than Imbrex reads for one paper. Ask for the text alone, saved as .docx or .txt.</source>
        <translation>Файл больше, чем Imbrex читает для одной работы. Попросите только текст, сохранённый как .docx или .txt.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="37"/>
        <source>The file is damaged or cut off, so its text cannot be read. Ask the student to save it again and submit it again.</source>
        <translation>Файл повреждён или обрезан, его текст не читается. Попросите студента сохранить файл заново и сдать ещё раз.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="42"/>
        <source>The file is protected by a password, so its text cannot be read. Ask for a copy without a password.</source>
        <translation>Файл защищён паролем, его текст не читается. Попросите копию без пароля.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="47"/>
        <source>This is not a kind of document Imbrex reads (a picture, a program or other data). Ask for a .docx, .pdf, .odt, .rtf or .txt file.</source>
        <translation>Это не документ, который Imbrex умеет читать (изображение, программа или другие данные). Попросите файл .docx, .pdf, .odt, .rtf или .txt.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="52"/>
        <source>The .zip archive or a file in it was refused (an archive inside an archive, an unsafe name, or too large once unpacked). Unpack it yourself and check the papers.</source>
        <translation>Архив .zip или файл в нём отклонён (архив в архиве, небезопасное имя или слишком большой размер после распаковки). Распакуйте его сами и проверьте работы.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="57"/>
        <source>Reading this file needs more memory than Imbrex allows one document; it may be built to swell when unpacked. Open it yourself and save the text as .docx or .txt.</source>
        <translation>Для чтения этого файла нужно больше памяти, чем Imbrex отводит одному документу; возможно, он сделан так, чтобы разрастаться при распаковке. Откройте его сами и сохраните текст как .docx или .txt.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="62"/>
        <source>Not checked: the file has no text to compare, it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation>Не проверено: в файле нет текста для сравнения, вероятно, это отсканированные изображения страниц. Распознайте в нём текст (OCR) и проверьте результат.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="67"/>
        <source>The corpus could not be used (it may be busy, the disk full, or the file made by a newer Imbrex). Try again, or choose another corpus file in the Corpus menu.</source>
        <translation>Корпус не удалось использовать (он может быть занят, диск заполнен или файл создан более новой версией Imbrex). Попробуйте снова или выберите другой файл корпуса в меню «Корпус».</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="72"/>
        <source>The corpus file cannot be changed (it or its folder is read-only); papers are still checked against it. To add texts, choose a corpus file you may change in the Corpus menu.</source>
        <translation>Файл корпуса нельзя изменить (он или его папка только для чтения); работы по-прежнему сверяются с ним. Чтобы добавлять тексты, выберите в меню «Корпус» файл, который можно изменять.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="78"/>
        <source>The corpus file is damaged or is not an Imbrex corpus, so it is not used. Choose another corpus file in the Corpus menu.</source>
        <translation>Файл корпуса повреждён или не является корпусом Imbrex, поэтому он не используется. Выберите другой файл корпуса в меню «Корпус».</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="83"/>
        <source>The corpus file is damaged: Imbrex only reads it until it is repaired. Repair it with &apos;imbrex corpus repair&apos;, which rebuilds it from its stored texts.</source>
        <translation>Файл корпуса повреждён: Imbrex только читает его, пока он не восстановлен. Восстановите его командой &apos;imbrex corpus repair&apos;, которая пересобирает корпус из сохранённых текстов.</translation>
    </message>
    <message>
        <location filename="../../app/gui/error_text.py" line="88"/>
        <source>Imbrex will not write there: it is a paper, a source, the corpus, a folder, or a file Imbrex did not write. Choose another file name. Nothing was written.</source>
        <translation>Imbrex не будет туда записывать: это работа, источник, корпус, папка или файл, созданный не Imbrex. Выберите другое имя файла. Ничего не записано.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../app/gui/export.py" line="35"/>
        <source>HTML report (opens in any browser)</source>
        <translation>Отчёт HTML (открывается в любом браузере)</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="40"/>
        <source>PDF report (for printing and archiving)</source>
        <translation>Отчёт PDF (для печати и архива)</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="45"/>
        <source>Evidence bundle (report, texts, checksums)</source>
        <translation>Пакет доказательств (отчёт, тексты, контрольные суммы)</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="47"/>
        <source>JSON data</source>
        <translation>Данные JSON</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="48"/>
        <source>CSV table of sources</source>
        <translation>Таблица источников CSV</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="49"/>
        <source>Plain-text summary</source>
        <translation>Краткий отчёт (простой текст)</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="117"/>
        <source>Exporting {name}</source>
        <translation>Экспорт {name}</translation>
    </message>
    <message>
        <location filename="../../app/gui/export.py" line="144"/>
        <source>Exporting {batch}</source>
        <translation>Экспорт {batch}</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <location filename="../../app/gui/export_controller.py" line="42"/>
        <source>Export report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="57"/>
        <source>Report saved: {path}</source>
        <translation>Отчёт сохранён: {path}</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="66"/>
        <source>Export class results</source>
        <translation>Экспорт результатов класса</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="67"/>
        <source>No finished check to export yet.</source>
        <translation>Пока нет завершённой проверки для экспорта.</translation>
    </message>
    <message>
        <location filename="../../app/gui/export_controller.py" line="86"/>
        <source>Results saved in {path}</source>
        <translation>Результаты сохранены в {path}</translation>
    </message>
</context>
<context>
    <name>FlagsPanel</name>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="49"/>
        <source>Reading the file: {warning}</source>
        <translation>Чтение файла: {warning}</translation>
    </message>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="53"/>
        <source>The text Imbrex compared may differ from what the file shows; check the file by eye.</source>
        <translation>Текст, который сравнивал Imbrex, может отличаться от того, что показывает файл; проверьте файл глазами.</translation>
    </message>
    <message>
        <location filename="../../app/gui/flags_panel.py" line="58"/>
        <source>No sign of hidden or altered text.</source>
        <translation>Признаков скрытого или изменённого текста нет.</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../../app/gui/guide_dialog.py" line="23"/>
        <source>How to read the results</source>
        <translation>Как читать результаты</translation>
    </message>
</context>
<context>
    <name>HintPage</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="59"/>
        <source>Drop student papers here</source>
        <translation>Перетащите сюда работы учащихся</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="67"/>
        <source>Drag files, folders or .zip archives anywhere onto this window (.docx, .pdf, .odt, .rtf, .txt, .html). Each paper is checked against your reference corpus and against the other papers dropped with it. Nothing leaves this computer.</source>
        <translation>Перетащите в это окно файлы, папки или архивы .zip (.docx, .pdf, .odt, .rtf, .txt, .html). Каждая работа проверяется по вашему справочному корпусу и по другим работам, добавленным вместе с ней. Ничто не покидает этот компьютер.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="82"/>
        <source>Open papers…</source>
        <translation>Открыть работы…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="84"/>
        <source>Try the demo class</source>
        <translation>Попробовать демонстрационный класс</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="85"/>
        <source>Check seven sample papers against the demo corpus</source>
        <translation>Проверить семь образцов работ по демонстрационному корпусу</translation>
    </message>
</context>
<context>
    <name>Interface</name>
    <message>
        <location filename="../../app/gui/translations.py" line="39"/>
        <source>en</source>
        <extracomment>Languages of the interface: locale name -&gt; name in that language.</extracomment>
        <translation>ru</translation>
    </message>
</context>
<context>
    <name>JobRow</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="44"/>
        <source>Waiting for the job before it…</source>
        <translation>Ожидает завершения предыдущей задачи…</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="49"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="50"/>
        <source>Stop this job; what is finished is kept</source>
        <translation>Остановить задачу; готовое сохранится</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="65"/>
        <source>{done} of {total}</source>
        <translation>{done} из {total}</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="68"/>
        <source>packing the corpus file</source>
        <translation>уплотнение файла корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="70"/>
        <source>finishing the index</source>
        <translation>завершение индекса</translation>
    </message>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="77"/>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
</context>
<context>
    <name>JobsPanel</name>
    <message>
        <location filename="../../app/gui/jobs_panel.py" line="96"/>
        <source>Progress of all queued work</source>
        <translation>Ход выполнения всех задач в очереди</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/jobs_panel.py" line="132"/>
        <source>%n job(s) · %p%</source>
        <translation>
            <numerusform>%n задача · %p%</numerusform>
            <numerusform>%n задачи · %p%</numerusform>
            <numerusform>%n задач · %p%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeptResults</name>
    <message>
        <location filename="../../app/gui/kept_results.py" line="56"/>
        <source>Results cannot be kept in {path} ({error}): what is checked now is lost when Imbrex is closed.</source>
        <extracomment>No store yet (a first start): it is made at the first write, not while the window starts (making a SQLite file waits for the disk).</extracomment>
        <translation>Результаты нельзя сохранить в {path} ({error}): то, что проверено сейчас, пропадёт при закрытии Imbrex.</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="68"/>
        <source>The kept results were written by a newer version of Imbrex and cannot be read by this one.</source>
        <translation>Сохранённые результаты записаны более новой версией Imbrex, эта версия не может их прочитать.</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="72"/>
        <source>The file of kept results is damaged and cannot be read.</source>
        <translation>Файл сохранённых результатов повреждён и не читается.</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="78"/>
        <source>It was set aside, not deleted, as {path}; new results are kept in a new file.</source>
        <translation>Он не удалён, а отложен как {path}; новые результаты сохраняются в новый файл.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/kept_results.py" line="84"/>
        <source>%n kept result(s) could not be read and are not shown (they stay in the file).</source>
        <translation>
            <numerusform>%n сохранённый результат не читается и не показан (он остаётся в файле).</numerusform>
            <numerusform>%n сохранённых результата не читаются и не показаны (они остаются в файле).</numerusform>
            <numerusform>%n сохранённых результатов не читаются и не показаны (они остаются в файле).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="98"/>
        <source>Kept results</source>
        <translation>Сохранённые результаты</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="141"/>
        <source>its kept results could not be read; check it again (Check ▸ Check again)</source>
        <translation>её сохранённые результаты не читаются; проверьте её снова (Проверка ▸ Проверить снова)</translation>
    </message>
    <message>
        <location filename="../../app/gui/kept_results.py" line="179"/>
        <source>Results could not be kept ({error}): they stay until Imbrex is closed.</source>
        <translation>Результаты не удалось сохранить ({error}): они останутся до закрытия Imbrex.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/gui/labels.py" line="17"/>
        <source>quotation</source>
        <translation>цитата</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="18"/>
        <source>bibliography</source>
        <translation>список литературы</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="19"/>
        <source>template text</source>
        <translation>текст шаблона задания</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="20"/>
        <source>match too short to count</source>
        <translation>совпадение слишком короткое, чтобы учитывать</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="21"/>
        <source>shared template, other numbers</source>
        <translation>общий шаблон, другие числа</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="22"/>
        <source>shared word sequences</source>
        <translation>общие последовательности слов</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="23"/>
        <source>matching sentences</source>
        <translation>совпадающие предложения</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="24"/>
        <source>reworded sentences</source>
        <translation>перефразированные предложения</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="25"/>
        <source>Look-alike letters from another alphabet</source>
        <translation>Похожие буквы другого алфавита</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="26"/>
        <source>Invisible characters</source>
        <translation>Невидимые символы</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="27"/>
        <source>Hidden text</source>
        <translation>Скрытый текст</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="28"/>
        <source>No text layer</source>
        <translation>Нет текстового слоя</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="29"/>
        <source>Little text for the file&apos;s size</source>
        <translation>Мало текста для такого размера файла</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="30"/>
        <source>Near-duplicate of a corpus document</source>
        <translation>Почти копия документа из корпуса</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="31"/>
        <source>This file is already in the corpus</source>
        <translation>Этот файл уже есть в корпусе</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="32"/>
        <source>Letters of another alphabet that look the same can hide copied words from a checker. Look at the marked words.</source>
        <translation>Одинаково выглядящие буквы другого алфавита могут скрыть списанные слова от проверки. Посмотрите на отмеченные слова.</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="37"/>
        <source>Characters that take no space can split words so that a checker does not see them. Look at the marked places.</source>
        <translation>Символы нулевой ширины могут разбивать слова так, что проверка их не видит. Посмотрите на отмеченные места.</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="42"/>
        <source>Text that a reader does not see (white, tiny or hidden) was found in the file. Open the file and look at the marked places.</source>
        <translation>В файле найден текст, которого читатель не видит (белый, очень мелкий или скрытый). Откройте файл и посмотрите на отмеченные места.</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="47"/>
        <source>The file has no text to compare: it probably holds scanned pictures of pages. Run text recognition (OCR) on it and check the result.</source>
        <translation>В файле нет текста для сравнения: вероятно, в нём отсканированные изображения страниц. Распознайте текст (OCR) и проверьте результат.</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="52"/>
        <source>Most of the file may be pictures whose text Imbrex cannot read. Check the file by eye.</source>
        <translation>Большая часть файла может состоять из изображений, текст которых Imbrex не читает. Проверьте файл вручную.</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="56"/>
        <source>The whole paper is nearly the same text as a document already in the corpus (an earlier paper handed in again with a few changes?). Compare the two side by side.</source>
        <translation>Вся работа почти совпадает с документом, который уже есть в корпусе (прежняя работа, сданная снова с небольшими изменениями?). Сравните их рядом.</translation>
    </message>
    <message>
        <location filename="../../app/gui/labels.py" line="61"/>
        <source>The corpus holds this very file (the same bytes under the same name), so it is not compared with itself. If you added this class to the corpus, nothing is wrong. If it was handed in before, by another student or in another year, this paper is a copy of it: look at who handed in the corpus document.</source>
        <translation>В корпусе есть этот самый файл (те же байты под тем же именем), поэтому он не сравнивается сам с собой. Если вы добавили этот класс в корпус, всё в порядке. Если его уже сдавали раньше — другой студент или в другом году, — эта работа является его копией: посмотрите, кто сдал документ из корпуса.</translation>
    </message>
</context>
<context>
    <name>ListEditing</name>
    <message>
        <location filename="../../app/gui/list_editing.py" line="30"/>
        <source>&amp;Remove paper from the list</source>
        <translation>&amp;Убрать работу из списка</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="32"/>
        <source>Forget the selected paper&apos;s results (its file is not touched)</source>
        <translation>Забыть результаты выбранной работы (её файл не затрагивается)</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="36"/>
        <source>Remove &amp;batch from the list…</source>
        <translation>Убрать &amp;пакет из списка…</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="38"/>
        <source>Forget the results of every paper of the selected paper&apos;s batch</source>
        <translation>Забыть результаты всех работ пакета выбранной работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="41"/>
        <source>C&amp;lear the list…</source>
        <translation>&amp;Очистить список…</translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="43"/>
        <source>Forget every kept result (no file is touched)</source>
        <translation>Забыть все сохранённые результаты (файлы не затрагиваются)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/list_editing.py" line="79"/>
        <source>Remove the batch {title} (%n paper(s)) from the list? Its results are forgotten; the papers&apos; files and the corpus are not touched.</source>
        <translation>
            <numerusform>Убрать пакет {title} (%n работа) из списка? Его результаты будут забыты; файлы работ и корпус не затрагиваются.</numerusform>
            <numerusform>Убрать пакет {title} (%n работы) из списка? Его результаты будут забыты; файлы работ и корпус не затрагиваются.</numerusform>
            <numerusform>Убрать пакет {title} (%n работ) из списка? Его результаты будут забыты; файлы работ и корпус не затрагиваются.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="84"/>
        <source>Remove batch</source>
        <translation>Убрать пакет</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/list_editing.py" line="90"/>
        <source>Remove all %n paper(s) from the list? Their results are forgotten; the papers&apos; files and the corpus are not touched.</source>
        <translation>
            <numerusform>Убрать %n работу из списка? Её результаты будут забыты; файлы работ и корпус не затрагиваются.</numerusform>
            <numerusform>Убрать все %n работы из списка? Их результаты будут забыты; файлы работ и корпус не затрагиваются.</numerusform>
            <numerusform>Убрать все %n работ из списка? Их результаты будут забыты; файлы работ и корпус не затрагиваются.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/list_editing.py" line="95"/>
        <source>Clear the list</source>
        <translation>Очистить список</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.py" line="174"/>
        <source>Paper</source>
        <extracomment>The installed translators, kept alive with the window (set by application.run). The papers list&apos;s width asked for before the window was shown (0: none).</extracomment>
        <translation>Работа</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="175"/>
        <source>Side by side</source>
        <translation>Рядом</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="176"/>
        <source>Class</source>
        <translation>Класс</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="177"/>
        <source>The paper with every borrowed passage marked</source>
        <translation>Работа, в которой отмечены все заимствованные фрагменты</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="178"/>
        <source>A passage beside its source, differences marked</source>
        <translation>Фрагмент рядом с источником, различия отмечены</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="179"/>
        <source>Papers of the class that share text</source>
        <translation>Работы класса с общим текстом</translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="38"/>
        <source>&amp;Compare two documents…</source>
        <translation>&amp;Сравнить два документа…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="267"/>
        <source>Work in progress</source>
        <extracomment>Whether closing while work is queued or running asks first. The window started by ``--quit-when-checked`` or ``--quit-after-show`` never asks: nobody is there to answer.</extracomment>
        <translation>Задачи ещё выполняются</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="268"/>
        <source>Imbrex is still checking or indexing. Stop the work and quit?</source>
        <translation>Imbrex ещё проверяет или индексирует. Остановить работу и выйти?</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="325"/>
        <source>This paper shares no passage with any source.</source>
        <translation>У этой работы нет ни одного фрагмента, общего с каким-либо источником.</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="364"/>
        <source>Documents ({types});;All files (*)</source>
        <translation>Документы ({types});;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="40"/>
        <source>The paper (left)</source>
        <translation>Работа (слева)</translation>
    </message>
    <message>
        <location filename="../../app/gui/compare_dialog.py" line="41"/>
        <source>The document to compare it with (right)</source>
        <translation>Документ для сравнения (справа)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.py" line="385"/>
        <source>Comparing {a} with {b}</source>
        <translation>Сравнение {a} с {b}</translation>
    </message>
</context>
<context>
    <name>MiniMap</name>
    <message>
        <location filename="../../app/gui/minimap.py" line="54"/>
        <source>The whole document from top to bottom. Coloured bars are passages found in the source; the outlined bar is the current passage and the shaded part is what the text pane shows. Click a bar to go to its passage, or anywhere else to scroll there.</source>
        <extracomment>Least height of a passage&apos;s bar in pixels, so a short passage in a long text can be clicked. Pixels above and below a bar that still count as a click on it.</extracomment>
        <translation>Весь документ сверху вниз. Цветные полосы — фрагменты, найденные в источнике; полоса в рамке — текущий фрагмент, затенённая часть — то, что видно в панели текста. Щёлкните полосу, чтобы перейти к её фрагменту, или любое другое место, чтобы прокрутить туда.</translation>
    </message>
</context>
<context>
    <name>PairTableModel</name>
    <message>
        <location filename="../../app/gui/class_view.py" line="116"/>
        <source>via {source}</source>
        <extracomment>A group with no number sorts after every numbered one. How many names a group&apos;s line lists before &quot;and n more&quot;. The widest the Group column grows for &quot;via &lt;common source&gt;&quot; (average characters).</extracomment>
        <translation>через {source}</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="160"/>
        <source>{share} of {a} was also found in {b}</source>
        <translation>{share} работы {a} найдено также в {b}</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="164"/>
        <source>{share} of {b} was also found in {a}</source>
        <translation>{share} работы {b} найдено также в {a}</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="170"/>
        <source>Not collusion: the text {a} and {b} share is all in {source}, a document of the corpus both copied</source>
        <translation>Не сговор: весь общий текст {a} и {b} есть в {source} — документе корпуса, который списали обе работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="189"/>
        <source>Paper A</source>
        <translation>Работа A</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="190"/>
        <source>Paper B</source>
        <translation>Работа B</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="191"/>
        <source>% of A in B</source>
        <translation>% A в B</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="192"/>
        <source>% of B in A</source>
        <translation>% B в A</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="193"/>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="199"/>
        <source>Share of paper A&apos;s characters that were also found in paper B</source>
        <translation>Доля символов работы A, найденных также в работе B</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="200"/>
        <source>Share of paper B&apos;s characters that were also found in paper A</source>
        <translation>Доля символов работы B, найденных также в работе A</translation>
    </message>
    <message>
        <location filename="../../app/gui/class_view.py" line="202"/>
        <source>The group of papers that share text not found in the corpus (see the list of groups), or the corpus source two papers share their text through</source>
        <translation>Группа работ с общим текстом, которого нет в корпусе (см. список групп), или источник корпуса, через который две работы делят текст</translation>
    </message>
</context>
<context>
    <name>PanesFooter</name>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="66"/>
        <source>Inside the current passage, words in red differ between the paper and the source; the other words are the same in both.</source>
        <translation>Внутри текущего фрагмента красным выделены слова, которые различаются в работе и в источнике; остальные слова совпадают.</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="70"/>
        <source>Synchronise scrolling</source>
        <translation>Синхронная прокрутка</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="74"/>
        <source>When on, scrolling one text scrolls the other so that matching passages stay side by side.</source>
        <translation>Если включено, прокрутка одного текста прокручивает и другой, чтобы совпадающие фрагменты оставались рядом.</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="93"/>
        <source>&lt;span style=&quot;color:{red}; text-decoration:underline&quot;&gt;underlined&lt;/span&gt;: words the paper added or changed · &lt;span style=&quot;color:{red}; text-decoration:line-through&quot;&gt;struck out&lt;/span&gt;: source words the paper left out</source>
        <translation>&lt;span style=&quot;color:{red}; text-decoration:underline&quot;&gt;подчёркнуто&lt;/span&gt;: слова, добавленные или изменённые в работе · &lt;span style=&quot;color:{red}; text-decoration:line-through&quot;&gt;зачёркнуто&lt;/span&gt;: слова источника, пропущенные в работе</translation>
    </message>
</context>
<context>
    <name>PaperPage</name>
    <message>
        <location filename="../../app/gui/paper_page.py" line="53"/>
        <source>Matches: the share of the paper inside passages that match a source, copied or reworded. Word for word: the share in runs of three or more words identical to a source, text copied without change.</source>
        <translation>Совпадения: доля работы во фрагментах, совпадающих с источником, дословно или в пересказе. Дословно: доля в цепочках из трёх и более слов, совпадающих с источником, — текст, списанный без изменений.</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="94"/>
        <source>◀ Previous</source>
        <translation>◀ Предыдущий</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="95"/>
        <source>Previous passage (Alt+Up)</source>
        <translation>Предыдущий фрагмент (Alt+Вверх)</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="97"/>
        <source>Next ▶</source>
        <translation>Следующий ▶</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="98"/>
        <source>Next passage (Alt+Down)</source>
        <translation>Следующий фрагмент (Alt+Вниз)</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="100"/>
        <source>Side by side</source>
        <translation>Рядом</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="102"/>
        <source>Show the current passage beside its source (or click a passage)</source>
        <translation>Показать текущий фрагмент рядом с источником (или щёлкните фрагмент)</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="105"/>
        <source>Export report…</source>
        <translation>Экспорт отчёта…</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="107"/>
        <source>Save this paper&apos;s report as HTML, PDF, JSON, CSV or an evidence bundle</source>
        <translation>Сохранить отчёт по этой работе в HTML, PDF, JSON, CSV или как пакет доказательств</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="110"/>
        <source>How to read this</source>
        <translation>Как это читать</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="112"/>
        <source>What the figures, the struck-through text and the flags mean (F1)</source>
        <translation>Что означают показатели, зачёркнутый текст и признаки (F1)</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="69"/>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="70"/>
        <location filename="../../app/gui/paper_page.py" line="135"/>
        <location filename="../../app/gui/paper_page.py" line="157"/>
        <source>Flags</source>
        <translation>Признаки</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="138"/>
        <source>This file could not be checked: {error}</source>
        <translation>Этот файл не удалось проверить: {error}</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="157"/>
        <source>Flags ({n})</source>
        <translation>Признаки ({n})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="167"/>
        <source>{share} of this paper matches %n source(s)</source>
        <translation>
            <numerusform>{share} этой работы совпадает с %n источником</numerusform>
            <numerusform>{share} этой работы совпадает с %n источниками</numerusform>
            <numerusform>{share} этой работы совпадает с %n источниками</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="171"/>
        <source>{share} word for word</source>
        <translation>{share} дословно</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="175"/>
        <source>checked against the class only, not the corpus</source>
        <translation>проверено только по работам группы, без корпуса</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="177"/>
        <source>%n source(s) hidden</source>
        <translation>
            <numerusform>скрыт %n источник</numerusform>
            <numerusform>скрыты %n источника</numerusform>
            <numerusform>скрыто %n источников</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="180"/>
        <source>%n span(s) not counted (quotes, references…)</source>
        <translation>
            <numerusform>%n фрагмент не учтён (цитаты, список литературы…)</numerusform>
            <numerusform>%n фрагмента не учтены (цитаты, список литературы…)</numerusform>
            <numerusform>%n фрагментов не учтено (цитаты, список литературы…)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/paper_page.py" line="238"/>
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n фрагмент</numerusform>
            <numerusform>%n фрагмента</numerusform>
            <numerusform>%n фрагментов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_page.py" line="233"/>
        <source>Passage {label} · {i} of {n}</source>
        <translation>Фрагмент {label} · {i} из {n}</translation>
    </message>
</context>
<context>
    <name>PaperView</name>
    <message>
        <location filename="../../app/gui/paper_view.py" line="201"/>
        <source>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;{words} words · {share} of the paper · found by {method}&lt;br&gt;Source: {source} of the paper in total&lt;br&gt;&lt;i&gt;Click to see it side by side&lt;/i&gt;</source>
        <translation>&lt;b&gt;{label}&lt;/b&gt; · {name}&lt;br&gt;слов: {words} · {share} работы · метод: {method}&lt;br&gt;Источник: всего {source} работы&lt;br&gt;&lt;i&gt;Щёлкните, чтобы сравнить рядом&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../app/gui/paper_view.py" line="213"/>
        <source>Not counted: {reason}</source>
        <translation>Не учитывается: {reason}</translation>
    </message>
</context>
<context>
    <name>PapersList</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="267"/>
        <source>Show only papers with at least this similarity</source>
        <extracomment>The width in pixels the list needs to show every column without cutting the names: sent when the batch column appears or a longer batch title arrives.</extracomment>
        <translation>Показывать только работы со сходством не ниже этого</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="271"/>
        <source>Show papers from</source>
        <translation>Показывать работы от</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="281"/>
        <source>Similarity: text that matches a source, copied or reworded. Word for word: text identical to a source.</source>
        <translation>Сходство: текст, совпадающий с источником, дословно или в пересказе. Дословно: текст, совпадающий с источником слово в слово.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="307"/>
        <source>{shown} of %n paper(s)</source>
        <translation>
            <numerusform>{shown} из %n работы</numerusform>
            <numerusform>{shown} из %n работ</numerusform>
            <numerusform>{shown} из %n работ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="309"/>
        <source>%n paper(s)</source>
        <translation>
            <numerusform>%n работа</numerusform>
            <numerusform>%n работы</numerusform>
            <numerusform>%n работ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PapersModel</name>
    <message>
        <location filename="../../app/gui/papers_list.py" line="76"/>
        <source>Paper</source>
        <extracomment>Similarity at which the colour scale reaches full red (a third of the paper borrowed). The top source column&apos;s width in average characters (the paper&apos;s name takes the rest). The paper&apos;s name keeps room for this many average characters when the batch column shows, or for its longest listed name, up to `PAPER_CHARS_MOST`. The batch column fits its titles up to this many average characters (&quot;messy2 · 21:33&quot;).</extracomment>
        <translation>Работа</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="77"/>
        <source>Similarity</source>
        <translation>Сходство</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="78"/>
        <source>Top source</source>
        <translation>Главный источник</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="79"/>
        <source>Flags</source>
        <translation>Признаки</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="80"/>
        <source>Batch</source>
        <translation>Пакет</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="81"/>
        <source>Word for word</source>
        <translation>Дословно</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="85"/>
        <source>The checked file</source>
        <translation>Проверенный файл</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="87"/>
        <source>Share of the paper&apos;s characters inside passages that match a source, copied or reworded (hidden sources left out)</source>
        <translation>Доля символов работы во фрагментах, совпадающих с источником, дословно или в пересказе (скрытые источники не учитываются)</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="90"/>
        <source>The source covering most of the paper</source>
        <translation>Источник, покрывающий наибольшую часть работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="92"/>
        <source>Signs of hidden or altered text (look-alike letters, invisible characters, hidden text)</source>
        <translation>Признаки скрытого или изменённого текста (похожие буквы другого алфавита, невидимые символы, скрытый текст)</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="95"/>
        <source>The drop or Open… the paper came with</source>
        <translation>Перетаскивание или «Открыть…», с которым пришла работа</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="97"/>
        <source>Share of the paper&apos;s characters in runs of three or more words identical to a source: text copied without change (hidden sources left out)</source>
        <translation>Доля символов работы в цепочках из трёх и более слов, совпадающих с источником: текст, списанный без изменений (скрытые источники не учитываются)</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="154"/>
        <source>not checked</source>
        <translation>не проверена</translation>
    </message>
    <message>
        <location filename="../../app/gui/papers_list.py" line="160"/>
        <source>Could not be checked: {error}</source>
        <translation>Не удалось проверить: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/papers_list.py" line="185"/>
        <source>%n sign(s) of hidden or altered text: open the paper to see them</source>
        <translation>
            <numerusform>%n признак скрытого или изменённого текста: откройте работу, чтобы увидеть</numerusform>
            <numerusform>%n признака скрытого или изменённого текста: откройте работу, чтобы увидеть</numerusform>
            <numerusform>%n признаков скрытого или изменённого текста: откройте работу, чтобы увидеть</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PassageBar</name>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="19"/>
        <source>Previous passage</source>
        <translation>Предыдущий фрагмент</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="20"/>
        <source>Next passage</source>
        <translation>Следующий фрагмент</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="23"/>
        <source>Go to the previous passage of the paper, whatever its source (Alt+Up, Ctrl+[ or Shift+F3).</source>
        <translation>Перейти к предыдущему фрагменту работы, из какого бы источника он ни был (Alt+Вверх, Ctrl+[ или Shift+F3).</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="29"/>
        <source>Go to the next passage of the paper, whatever its source (Alt+Down, Ctrl+] or F3).</source>
        <translation>Перейти к следующему фрагменту работы, из какого бы источника он ни был (Alt+Вниз, Ctrl+] или F3).</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="32"/>
        <source>This source only</source>
        <translation>Только этот источник</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="35"/>
        <source>When ticked, Next and Previous step only through the passages of the source on the right; otherwise through every passage of the paper, in the order they appear in it.</source>
        <translation>Если отмечено, «Следующий» и «Предыдущий» переходят только по фрагментам источника справа; иначе — по всем фрагментам работы в том порядке, в котором они в ней встречаются.</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_controls.py" line="44"/>
        <source>The current passage: its number, its length in words of the paper and the share of its words that the paper and the source have in the same order.</source>
        <translation>Текущий фрагмент: его номер, длина в словах работы и доля его слов, стоящих в работе и в источнике в одном и том же порядке.</translation>
    </message>
</context>
<context>
    <name>ServerCorpus</name>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="30"/>
        <source>This is not a connection string libpq understands. Type a URL such as postgresql://anna@db.school.example/imbrex, or service=imbrex for an entry of your service file.</source>
        <extracomment>Why a connection failed (``problem_kind``), and what to do about it.</extracomment>
        <translation>libpq не понимает эту строку подключения. Введите URL вида postgresql://anna@db.school.example/imbrex или service=imbrex для записи из файла служб.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="36"/>
        <source>Your PostgreSQL service file has no entry of that name. The file is ~/.pg_service.conf (%APPDATA%\postgresql\.pg_service.conf on Windows), or the one PGSERVICEFILE names; ask the server&apos;s administrator for the entry.</source>
        <translation>В вашем файле служб PostgreSQL нет записи с таким именем. Это файл ~/.pg_service.conf (%APPDATA%\postgresql\.pg_service.conf в Windows) или тот, что указан в PGSERVICEFILE; попросите запись у администратора сервера.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="42"/>
        <source>The server cannot be reached: the host name may be wrong, the server stopped, or this computer is not on the school&apos;s network. Check the address, or ask the server&apos;s administrator.</source>
        <translation>Сервер недоступен: возможно, имя узла неверно, сервер остановлен или этот компьютер не в сети школы. Проверьте адрес или обратитесь к администратору сервера.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="48"/>
        <source>The server refused your user name or password. Imbrex never keeps a password: put it in ~/.pgpass (%APPDATA%\postgresql\pgpass.conf on Windows), in your service file, or in the PGPASSWORD environment variable, where PostgreSQL finds it.</source>
        <translation>Сервер отклонил имя пользователя или пароль. Imbrex никогда не хранит пароль: запишите его в ~/.pgpass (%APPDATA%\postgresql\pgpass.conf в Windows), в файл служб или в переменную окружения PGPASSWORD, где PostgreSQL его найдёт.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="54"/>
        <source>The server has no database of that name. Check the name after the last / of the address, or ask the server&apos;s administrator.</source>
        <translation>На сервере нет базы данных с таким именем. Проверьте имя после последней / в адресе или обратитесь к администратору сервера.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="59"/>
        <source>This database holds other tables: it is not an Imbrex corpus, and Imbrex will not change it. Check the database&apos;s name.</source>
        <translation>В этой базе данных другие таблицы: это не корпус Imbrex, и Imbrex не будет её менять. Проверьте имя базы данных.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="64"/>
        <source>This database holds no Imbrex corpus yet. Its administrator makes one with &apos;imbrex corpus add&apos; (or copies a corpus file there with &apos;imbrex corpus copy&apos;).</source>
        <translation>В этой базе данных ещё нет корпуса Imbrex. Администратор создаёт его командой &apos;imbrex corpus add&apos; (или копирует туда файл корпуса командой &apos;imbrex corpus copy&apos;).</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="69"/>
        <source>This corpus was made by an older Imbrex and must be updated first: ask its administrator to run any &apos;imbrex corpus&apos; command on it once (e.g. &apos;imbrex corpus stats&apos;) as the owner of its tables.</source>
        <translation>Этот корпус создан более старой версией Imbrex и должен быть сначала обновлён: попросите администратора один раз выполнить для него любую команду &apos;imbrex corpus&apos; (например, &apos;imbrex corpus stats&apos;) от имени владельца его таблиц.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="75"/>
        <source>This corpus was made by a newer Imbrex. Update Imbrex to use it.</source>
        <translation>Этот корпус создан более новой версией Imbrex. Обновите Imbrex, чтобы им пользоваться.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="79"/>
        <source>The corpus on the server cannot be used.</source>
        <translation>Корпус на сервере использовать нельзя.</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="161"/>
        <source>{database} on this computer</source>
        <extracomment>Words of libpq&apos;s and the server&apos;s messages that tell the failures apart (lower case).</extracomment>
        <translation>{database} на этом компьютере</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="164"/>
        <source>{database} on {host}</source>
        <translation>{database} на {host}</translation>
    </message>
    <message>
        <location filename="../../app/gui/server_corpus.py" line="187"/>
        <source>Connecting to {spec}</source>
        <translation>Подключение к {spec}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="57"/>
        <source>Settings</source>
        <extracomment>The window&apos;s languages: (locale name, the language&apos;s own name). Each language is written in itself so a teacher finds theirs whatever the window&apos;s current language; the first entry (&quot;follow the system&quot;) is translated in the dialog.</extracomment>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="79"/>
        <source>Restore defaults</source>
        <translation>Восстановить по умолчанию</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="82"/>
        <source>Put every setting in this window back to its default (the language stays as it is). Nothing is stored until you press OK.</source>
        <translation>Вернуть все настройки этого окна к значениям по умолчанию (язык не меняется). Ничего не сохраняется, пока вы не нажмёте OK.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="86"/>
        <source>Store the settings and keep this window open.</source>
        <translation>Сохранить настройки, не закрывая это окно.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="102"/>
        <source>default: {value}</source>
        <translation>по умолчанию: {value}</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="148"/>
        <location filename="../../app/gui/settings_dialog.py" line="247"/>
        <location filename="../../app/gui/settings_dialog.py" line="262"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <source>Default: {value}.</source>
        <translation>По умолчанию: {value}.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="157"/>
        <source> words</source>
        <translation> слов</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="158"/>
        <source>Matching</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="164"/>
        <source>Imbrex starts from runs of this many words found word for word in both texts. Fewer words find more copying, and more chance matches of common phrases; more words find only longer copied stretches.</source>
        <translation>Imbrex начинает с последовательностей из стольких слов, дословно найденных в обоих текстах. Меньше слов — больше найденного копирования, но и больше случайных совпадений обычных фраз; больше слов — только длинные скопированные участки.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="171"/>
        <source>Words in a row to compare:</source>
        <translation>Слов подряд для сравнения:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="179"/>
        <source>Passages shorter than this many words are not counted (they are still listed as too short). Raise it to ignore common phrases; lower it to see single copied sentences.</source>
        <translation>Фрагменты короче этого числа слов не учитываются (они всё равно показываются как слишком короткие). Увеличьте, чтобы пропускать обычные фразы; уменьшите, чтобы видеть отдельные скопированные предложения.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="185"/>
        <source>Shortest passage counted:</source>
        <translation>Минимальный учитываемый фрагмент:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="196"/>
        <source>How alike two sentences must be (0 = no words in common, 1 = the same words) before Imbrex takes one for a reworded copy of the other. Lower it to catch heavier rewording, at the price of more false alarms.</source>
        <translation>Насколько похожими должны быть два предложения (0 — нет общих слов, 1 — те же слова), чтобы Imbrex счёл одно пересказом другого. Уменьшите, чтобы находить более сильный пересказ ценой большего числа ложных срабатываний.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="203"/>
        <source>Sentence similarity needed:</source>
        <translation>Необходимое сходство предложений:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="211"/>
        <source>How alike a whole passage must be to its source, once the matching sentences are joined up (0 = nothing in common, 1 = the same words). Lower keeps more loosely reworded passages; higher keeps only close copies.</source>
        <translation>Насколько похожим на источник должен быть весь фрагмент после объединения совпавших предложений (0 — ничего общего, 1 — те же слова). Меньшее значение оставляет и вольно пересказанные фрагменты; большее — только близкие копии.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="218"/>
        <source>Passage similarity needed:</source>
        <translation>Необходимое сходство фрагмента:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="223"/>
        <source> sentences</source>
        <translation> предл.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="226"/>
        <source>Matching sentences at most this many sentences apart are joined into one passage. Raise it to see a copied section with a few sentences of the student&apos;s own in between as one passage; lower it to keep them apart.</source>
        <translation>Совпавшие предложения, между которыми не больше стольких предложений, объединяются в один фрагмент. Увеличьте, чтобы скопированный раздел с несколькими собственными предложениями учащегося внутри считался одним фрагментом; уменьшите, чтобы разделять их.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="231"/>
        <source>Join matches up to:</source>
        <translation>Объединять совпадения на расстоянии до:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="235"/>
        <source>Exclusions</source>
        <translation>Исключения</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="237"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="237"/>
        <location filename="../../app/gui/settings_dialog.py" line="329"/>
        <location filename="../../app/gui/settings_dialog.py" line="331"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="239"/>
        <source>Do not count quotations</source>
        <translation>Не учитывать цитаты</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="243"/>
        <source>Text in quotation marks (“…”, «…», 「…」 and the like) and block quotes is shown but not counted in the similarity: the student named it as someone else&apos;s.</source>
        <translation>Текст в кавычках (“…”, «…», 「…」 и подобных) и блочные цитаты показываются, но не учитываются в сходстве: учащийся сам указал, что это чужой текст.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="253"/>
        <source>Do not count the bibliography</source>
        <translation>Не учитывать список литературы</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="257"/>
        <source>The list of references at the end of a paper (after a heading such as References or Bibliography) is not counted: reference lists look alike in every paper.</source>
        <translation>Список литературы в конце работы (после заголовка «Литература», «Список литературы» и т. п.) не учитывается: списки литературы похожи во всех работах.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="274"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="280"/>
        <source>The class view links two papers when they share at least this share of their text. Raise it to see only the strongest pairs.</source>
        <translation>Обзор класса связывает две работы, если у них общая доля текста не меньше этой. Увеличьте, чтобы видеть только самые сильные пары.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="286"/>
        <source>Class view: link papers sharing at least:</source>
        <translation>Обзор класса: связывать работы с общей долей от:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="294"/>
        <source>The papers list calls out papers whose similarity is at least this. At 0 % every paper with any match is called out.</source>
        <translation>Список работ выделяет работы со сходством не ниже этого значения. При 0 % выделяется каждая работа с любым совпадением.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="300"/>
        <source>Papers list: call out papers from:</source>
        <translation>Список работ: выделять работы от:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="305"/>
        <source> documents</source>
        <translation> док.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="308"/>
        <source>For each paper, Imbrex compares in full only the corpus documents most likely to match it. More finds sources that share less text, and checks take longer.</source>
        <translation>Для каждой работы Imbrex полностью сравнивает только те документы корпуса, которые вероятнее всего с ней совпадают. Большее число находит источники с меньшим общим текстом, но проверка идёт дольше.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="314"/>
        <source>Corpus documents compared per paper:</source>
        <translation>Документов корпуса на одну работу:</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="320"/>
        <source>Add checked papers to the corpus after each check</source>
        <translation>Добавлять проверенные работы в корпус после каждой проверки</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="325"/>
        <source>Keep every checked paper in the corpus, so next year&apos;s papers (and other classes) are compared with them too.</source>
        <translation>Сохранять каждую проверенную работу в корпусе, чтобы работы следующего года (и других классов) сравнивались и с ними.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="335"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="339"/>
        <location filename="../../app/gui/settings_dialog.py" line="345"/>
        <location filename="../../app/gui/settings_dialog.py" line="348"/>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="343"/>
        <source>The language of Imbrex&apos;s menus and messages (not of the papers).</source>
        <translation>Язык меню и сообщений Imbrex (не работ).</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="349"/>
        <source>Takes effect when Imbrex is restarted.</source>
        <translation>Вступит в силу после перезапуска Imbrex.</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.py" line="425"/>
        <source>These settings cannot be used together: {error}</source>
        <translation>Эти настройки нельзя использовать вместе: {error}</translation>
    </message>
</context>
<context>
    <name>SideBySideTexts</name>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="49"/>
        <source>{path} · {share} of the paper found in sources</source>
        <extracomment>A pane&apos;s header: its title, the line below it and its tooltip.</extracomment>
        <translation>{path} · {share} работы найдено в источниках</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="54"/>
        <source>{path} · {share} of the paper</source>
        <translation>{path} · {share} работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="58"/>
        <source>Paper</source>
        <translation>Работа</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="59"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="59"/>
        <source>No source</source>
        <translation>Нет источника</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="61"/>
        <source>Source {n}: {title}</source>
        <translation>Источник {n}: {title}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="72"/>
        <source>Passage {n} of {total} · {words} words</source>
        <translation>Фрагмент {n} из {total} · слов: {words}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="78"/>
        <source> · {share} identical</source>
        <translation> · {share} совпадает</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="80"/>
        <source> · comparing words…</source>
        <translation> · сравнение слов…</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="104"/>
        <source>Passage {label}, found by {method}</source>
        <translation>Фрагмент {label}, метод: {method}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="109"/>
        <source>Paper: characters {start}–{end}</source>
        <translation>Работа: символы {start}–{end}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="112"/>
        <source>Source: characters {start}–{end}</source>
        <translation>Источник: символы {start}–{end}</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side_texts.py" line="116"/>
        <source>{words} words</source>
        <translation>слов: {words}</translation>
    </message>
</context>
<context>
    <name>SideBySideView</name>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="106"/>
        <source>Paper text</source>
        <translation>Текст работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="107"/>
        <source>Source text</source>
        <translation>Текст источника</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="165"/>
        <source>This report has no source number {n}.</source>
        <translation>В этом отчёте нет источника номер {n}.</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="175"/>
        <location filename="../../app/gui/side_by_side.py" line="192"/>
        <location filename="../../app/gui/side_by_side.py" line="222"/>
        <source>These two documents have no passage in common.</source>
        <translation>У этих двух документов нет общих фрагментов.</translation>
    </message>
    <message>
        <location filename="../../app/gui/side_by_side.py" line="408"/>
        <source>No passages</source>
        <translation>Нет фрагментов</translation>
    </message>
</context>
<context>
    <name>SimilarityMatrix</name>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="150"/>
        <source>Similarity of the papers</source>
        <extracomment>The share at which a square is fully red; larger shares look the same. Colour stops of the scale over ``share / FULL_SHARE``: white, light yellow, orange, red. Squares smaller than this (pixels) have no grid lines. Squares never grow larger than this (pixels), so a class of 2 does not fill the screen. The shortest labels shown (average characters); with less room the names are left out. The squares of pairs that share text only through a corpus source: its name.</extracomment>
        <translation>Сходство работ</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="152"/>
        <source>Each square: share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation>Каждая клетка: доля работы строки, найденная в работе столбца</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="305"/>
        <source>{name}: the same paper</source>
        <translation>{name}: та же работа</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="306"/>
        <source>{a} ↔ {b}: {ab} of {a} in {b}, {ba} of {b} in {a}</source>
        <translation>{a} ↔ {b}: {ab} работы {a} в {b}, {ba} работы {b} в {a}</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="311"/>
        <source>Only through {source}, a corpus source both copied</source>
        <translation>Только через {source} — источник корпуса, который списали обе работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="346"/>
        <source>{path}
Double-click to open this paper</source>
        <translation>{path}
Дважды щёлкните, чтобы открыть эту работу</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="351"/>
        <source>White: nothing in common. Red: half of the paper or more was found in the other one.</source>
        <translation>Белый: ничего общего. Красный: половина работы или больше найдена в другой.</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="411"/>
        <source>No papers to show</source>
        <translation>Нет работ для показа</translation>
    </message>
    <message>
        <location filename="../../app/gui/similarity_matrix.py" line="445"/>
        <source>Share of the row&apos;s paper found in the column&apos;s paper</source>
        <translation>Доля работы строки, найденная в работе столбца</translation>
    </message>
</context>
<context>
    <name>SourcesPanel</name>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="52"/>
        <source>Source</source>
        <extracomment>The name column is at least this many (average) characters wide.</extracomment>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="53"/>
        <source>% of paper</source>
        <translation>% работы</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="54"/>
        <source>Containment</source>
        <translation>Вхождение</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="55"/>
        <source>Resemblance</source>
        <translation>Сходство (Жаккар)</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="56"/>
        <source>Passages</source>
        <translation>Фрагменты</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="57"/>
        <source>Collection</source>
        <translation>Коллекция</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="61"/>
        <source>Untick a source to leave it out of the score</source>
        <translation>Снимите флажок, чтобы не учитывать источник в оценке</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="62"/>
        <source>Share of the paper&apos;s characters inside passages of this source</source>
        <translation>Доля символов работы во фрагментах из этого источника</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="63"/>
        <source>Share of the paper&apos;s word sequences (shingles) also found in the source</source>
        <translation>Доля последовательностей слов (шинглов) работы, найденных также в источнике</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="64"/>
        <source>Shared word sequences over all word sequences of both (Jaccard)</source>
        <translation>Общие последовательности слов к общему числу последовательностей обоих текстов (Жаккар)</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="65"/>
        <source>Passages found in this source</source>
        <translation>Фрагменты, найденные в этом источнике</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="66"/>
        <source>The corpus collection the source belongs to</source>
        <translation>Коллекция корпуса, к которой относится источник</translation>
    </message>
    <message>
        <location filename="../../app/gui/sources_panel.py" line="132"/>
        <source>Shares text with this paper only through {source}, which is credited first</source>
        <translation>Делит текст с этой работой только через {source}, который указан первым</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/gui/window_menus.py" line="76"/>
        <source>&amp;Open papers…</source>
        <translation>&amp;Открыть работы…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="79"/>
        <source>Choose papers (or .zip archives) to check</source>
        <translation>Выбрать работы (или архивы .zip) для проверки</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="82"/>
        <source>Open &amp;folder…</source>
        <translation>Открыть &amp;папку…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="85"/>
        <source>Check every paper in a folder</source>
        <translation>Проверить все работы в папке</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="88"/>
        <source>Check the &amp;demo class</source>
        <translation>Проверить &amp;демонстрационный класс</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="91"/>
        <source>Seven sample papers with planted borrowings</source>
        <translation>Семь образцов работ с намеренно вставленными заимствованиями</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="94"/>
        <source>&amp;Compare two documents…</source>
        <translation>&amp;Сравнить два документа…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="97"/>
        <source>Show any two files side by side with what they share</source>
        <translation>Показать любые два файла рядом с их общими фрагментами</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="100"/>
        <source>&amp;Export report…</source>
        <translation>&amp;Экспорт отчёта…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="103"/>
        <source>Save the current paper&apos;s report (HTML, PDF, JSON, CSV, evidence bundle)</source>
        <translation>Сохранить отчёт по текущей работе (HTML, PDF, JSON, CSV, пакет доказательств)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="106"/>
        <source>Export &amp;class results…</source>
        <translation>Экспорт результатов &amp;класса…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="110"/>
        <source>Save every report of the current batch with an overview (index.html), papers.csv, pairs.csv and summary.json</source>
        <translation>Сохранить все отчёты текущего пакета вместе с обзором (index.html), papers.csv, pairs.csv и summary.json</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="114"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="122"/>
        <source>&amp;Next passage</source>
        <translation>&amp;Следующий фрагмент</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="125"/>
        <source>Go to the next borrowed passage (also Alt+Down)</source>
        <translation>Перейти к следующему заимствованному фрагменту (также Alt+Down)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="128"/>
        <source>&amp;Previous passage</source>
        <translation>&amp;Предыдущий фрагмент</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="131"/>
        <source>Go to the previous borrowed passage (also Alt+Up)</source>
        <translation>Перейти к предыдущему заимствованному фрагменту (также Alt+Up)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="134"/>
        <source>&amp;Paper</source>
        <translation>&amp;Работа</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="135"/>
        <source>&amp;Side by side</source>
        <translation>Р&amp;ядом</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="136"/>
        <source>&amp;Class</source>
        <translation>К&amp;ласс</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="144"/>
        <source>Exclude &amp;quotations</source>
        <translation>Не учитывать &amp;цитаты</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="147"/>
        <source>Text in quotation marks or block quotes is not counted (next checks)</source>
        <translation>Текст в кавычках и блочные цитаты не учитываются (в следующих проверках)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="152"/>
        <source>Exclude &amp;bibliography</source>
        <translation>Не учитывать с&amp;писок литературы</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="155"/>
        <source>The reference list at the end is not counted (next checks)</source>
        <translation>Список литературы в конце работы не учитывается (в следующих проверках)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="160"/>
        <source>Assignment &amp;template…</source>
        <translation>&amp;Шаблон задания…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="164"/>
        <source>The assignment text every student was given: its wording is not counted in the next checks</source>
        <translation>Текст задания, выданный всем учащимся: его формулировки не учитываются в следующих проверках</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="169"/>
        <source>No template</source>
        <translation>Без шаблона</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="172"/>
        <source>Count all text again in the next checks</source>
        <translation>В следующих проверках снова учитывать весь текст</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="175"/>
        <source>Check &amp;again</source>
        <translation>Проверить &amp;снова</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="178"/>
        <source>Check the current batch again with the current settings</source>
        <translation>Ещё раз проверить текущий пакет с текущими настройками</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="181"/>
        <source>&amp;Cancel all work</source>
        <translation>&amp;Отменить все задачи</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="184"/>
        <source>Stop every running and queued job</source>
        <translation>Остановить все выполняемые и ожидающие задачи</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="191"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="194"/>
        <source>Matching, exclusions, thresholds, language</source>
        <translation>Сравнение, исключения, пороги, язык</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="199"/>
        <source>How to read the &amp;results</source>
        <translation>Как читать &amp;результаты</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="203"/>
        <source>What similarity, word for word, containment, resemblance, exclusions and flags mean</source>
        <translation>Что означают сходство, дословные совпадения, вхождение, сходство по Жаккару, исключения и признаки</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="209"/>
        <source>&amp;About Imbrex</source>
        <translation>&amp;О программе Imbrex</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="211"/>
        <source>Open the &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="214"/>
        <source>Where Imbrex writes the details of any error</source>
        <translation>Куда Imbrex записывает подробности ошибок</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="220"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="223"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="233"/>
        <source>&amp;Edit</source>
        <translation>П&amp;равка</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="236"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="242"/>
        <source>&amp;Check</source>
        <translation>&amp;Проверка</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="250"/>
        <source>C&amp;orpus</source>
        <translation>&amp;Корпус</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="253"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="255"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="256"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="263"/>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="273"/>
        <source>Main</source>
        <translation>Основная панель</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="282"/>
        <source> Min. match: </source>
        <translation> Мин. совпадение: </translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="285"/>
        <source> words</source>
        <translation> слов</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="288"/>
        <source>Passages shorter than this are not counted (next checks; default 20)</source>
        <translation>Более короткие фрагменты не учитываются (в следующих проверках; по умолчанию 20)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="310"/>
        <source>The new settings apply to the next check (Check ▸ Check again).</source>
        <translation>Новые настройки применятся при следующей проверке (Проверка ▸ Проверить снова).</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="321"/>
        <source>Clear the list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="323"/>
        <source>(none yet)</source>
        <translation>(пока пусто)</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="355"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="356"/>
        <source>The new language is used from the next start of Imbrex.</source>
        <translation>Новый язык будет использоваться после перезапуска Imbrex.</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="372"/>
        <source>About Imbrex</source>
        <translation>О программе Imbrex</translation>
    </message>
    <message>
        <location filename="../../app/gui/window_menus.py" line="374"/>
        <source>&lt;h3&gt;Imbrex {version}&lt;/h3&gt;&lt;p&gt;An offline plagiarism checker for teachers: papers are compared with your own reference corpus and with each other on this computer; no text leaves it.&lt;/p&gt;&lt;p&gt;Methods: word-shingle containment (Broder) and sentence-block suffix-tree matching (SL+ST).&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Qt {qt}, PySide6 {pyside}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Imbrex {version}&lt;/h3&gt;&lt;p&gt;Автономная программа проверки на заимствования для преподавателей: работы сравниваются с вашим справочным корпусом и друг с другом на этом компьютере; ни один текст его не покидает.&lt;/p&gt;&lt;p&gt;Методы: вхождение словесных шинглов (Бродер) и поиск совпадающих блоков предложений по суффиксному дереву (SL+ST).&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией MIT. Qt {qt}, PySide6 {pyside}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>WordDiffs</name>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="71"/>
        <source>Comparing the words of passage {label}</source>
        <extracomment>A passage with at most this many characters (both sides together) has its words compared on the UI thread (a few milliseconds); a longer one is compared by a background job.</extracomment>
        <translation>Сравнение слов фрагмента {label}</translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="100"/>
        <source>The paper added these words.</source>
        <translation>Эти слова добавлены в работе.</translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="102"/>
        <source>The paper left these words out.</source>
        <translation>Эти слова пропущены в работе.</translation>
    </message>
    <message>
        <location filename="../../app/gui/word_diffs.py" line="103"/>
        <source>Changed: “{source}” → “{paper}”</source>
        <translation>Изменено: «{source}» → «{paper}»</translation>
    </message>
</context>
</TS>
