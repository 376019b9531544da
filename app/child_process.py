"""Long work in a child process, with progress, Cancel and results handed over as they come.

The window runs a class check in a child process rather than on a thread: the check is
Python, and on a thread every call from Qt into Python (a slot, a model, a paint) would wait
for the interpreter lock the check holds. In a child the window's thread has the interpreter to
itself, and a crash in a third-party library cannot take the window down.

The child calls ``function(progress, cancel, deliver, **kwargs)`` and its messages come back
through a pipe: ("progress", done, total, label), ("item", object) for ``deliver``, then one of
("done", result), ("user-error", message), ("cancelled",), ("crash", message, traceback).
Start method: the extractor's (forkserver on Linux, spawn elsewhere; never fork a GUI). The
child dies with its parent (``app.lifetime``).
"""

from __future__ import annotations

import os
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from app.errors import Cancelled, UserError
from app.progress import Cancel, Progress

#: How often the parent looks at ``cancel()`` while it waits for a message.
POLL_SECONDS = 0.05


class ChildCrashed(RuntimeError):
    """The work failed with an exception that is not a UserError; ``details`` has the child's
    traceback."""

    def __init__(self, message: str, details: str) -> None:
        super().__init__(message)
        self.details = details


#: The child runs at a lower priority than the window, so the window stays quick to answer on
#: a machine whose cores the work keeps busy.
NICENESS = 5


def _child(connection: Connection, cancel_event, function: Callable, kwargs: dict) -> None:
    from app.lifetime import die_with_parent

    die_with_parent()
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass
    try:
        result = function(
            lambda done, total, label: connection.send(("progress", done, total, label)),
            cancel_event.is_set,
            lambda item: connection.send(("item", item)),
            **kwargs,
        )
        connection.send(("done", result))
    except Cancelled:
        connection.send(("cancelled",))
    except UserError as error:
        connection.send(("user-error", str(error)))
    except BaseException as error:  # noqa: BLE001 - everything must reach the parent
        connection.send(("crash", f"{type(error).__name__}: {error}", traceback.format_exc()))
    finally:
        connection.close()


def run_in_child(
    function: Callable[..., Any],
    kwargs: dict[str, Any],
    *,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    deliver: Callable[[Any], None] | None = None,
) -> Any:
    """Run ``function`` (a module-level function, so it can be pickled) in a child process and
    return its result. ``progress`` and ``deliver`` are called here, in the calling thread, as
    the child's messages arrive. Raises ``Cancelled`` when ``cancel()`` turns true (the child is
    asked to stop at its next check, and killed if it does not within 5 s), the child's
    ``UserError`` (as a UserError with its message), or ``ChildCrashed``.
    Cost: the function's own, plus starting a process and pickling what it sends."""
    from app.extract.sandbox import reader_context

    context = reader_context()
    receiver, sender = context.Pipe(duplex=False)
    stop = context.Event()
    # Not a daemon: the work may start its own children (the extractor's sandbox, the indexer).
    process = context.Process(target=_child, args=(sender, stop, function, kwargs))
    process.start()
    sender.close()
    cancelled_at: float | None = None
    try:
        while True:
            if cancel and cancel() and cancelled_at is None:
                stop.set()
                cancelled_at = time.monotonic()
            if cancelled_at is not None and time.monotonic() - cancelled_at > 5:
                process.kill()
                raise Cancelled()
            if not receiver.poll(POLL_SECONDS):
                if not process.is_alive() and not receiver.poll(0):
                    raise ChildCrashed(
                        f"the background process stopped unexpectedly (exit code "
                        f"{process.exitcode})",
                        "",
                    )
                continue
            try:
                message = receiver.recv()
            except (EOFError, OSError):
                process.join(5)
                raise ChildCrashed(
                    f"the background process stopped unexpectedly (exit code {process.exitcode})",
                    "",
                ) from None
            kind = message[0]
            if kind == "progress":
                if progress:
                    progress(*message[1:])
            elif kind == "item":
                if deliver:
                    deliver(message[1])
            elif kind == "done":
                return message[1]
            elif kind == "cancelled":
                raise Cancelled()
            elif kind == "user-error":
                raise UserError(message[1])
            else:
                raise ChildCrashed(message[1], message[2])
    finally:
        receiver.close()
        process.join(10)
        if process.is_alive():
            process.kill()
            process.join(5)
