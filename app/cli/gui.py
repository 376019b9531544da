"""``imbrex gui`` (and ``imbrex`` alone, or ``imbrex FILE…``): the window."""

from __future__ import annotations

import argparse


def cmd_gui(args: argparse.Namespace) -> int:
    """Open the window on ``--corpus``; the papers named are checked at once."""
    from app.gui.application import run

    return run(
        args.papers,
        args.corpus,
        quit_after_show=args.quit_after_show,
        quit_when_checked=args.quit_when_checked,
    )


def register(commands) -> None:
    """Register ``imbrex gui`` on the top-level subparsers."""
    gui = commands.add_parser(
        "gui",
        help="open the window (the default when no command is given)",
        description="Open Imbrex's window; papers named here are checked at once.",
    )
    gui.add_argument("papers", nargs="*", metavar="PAPER", help="papers, folders or .zip archives")
    gui.add_argument(
        "--corpus",
        metavar="FILE_OR_URL",
        help="the corpus file (default: your corpus), or a shared corpus on a PostgreSQL server "
        "(postgresql://…, service=…; a password in it is not used: ~/.pgpass)",
    )
    gui.add_argument("--quit-after-show", action="store_true", help=argparse.SUPPRESS)
    gui.add_argument("--quit-when-checked", action="store_true", help=argparse.SUPPRESS)
    gui.set_defaults(handler=cmd_gui, own_event_loop=True)
