"""The ``imbrex`` command line (``imbrex …``, ``python -m app …``).

One module per command: ``extract``, ``compare``, ``corpus`` (its actions), ``check``,
``batch``, ``demo`` and ``gui``, each with its ``cmd_…`` handler and a ``register(commands)``
that adds its parser; ``common`` holds what they share (exit codes, ``--corpus`` and the corpus
it opens, the report options and the settings they ask for), ``outputs`` the files they write,
and ``program`` builds the parser and runs a command. A command imports the engine, the corpus
and the report writers when it runs, never when the parser is built.

Exit codes: 0 when every file was read, 1 when any file failed (the others are still
printed), 2 on wrong usage, 130 when interrupted (Ctrl-C), 143 when terminated (SIGTERM) and
129 when the terminal hung up (SIGHUP). SIGTERM and SIGHUP take the Ctrl-C path: the work stops
and cleans up (readers stopped, the corpus written in whole documents). Output that cannot be
written (a full disk, a closed pipe) ends the command with one line on stderr.
"""

from app.cli.program import build_parser, main, run

__all__ = ["build_parser", "main", "run"]
