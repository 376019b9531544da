"""Child processes that die with their parent, however the parent ends (even ``kill -9``).

Every child Imbrex starts (a reader under the watchdog, an indexing worker, the window's
background check) calls ``die_with_parent()`` first thing. Without it, a parent killed by a
signal leaves its children running: a reader looping on a hostile PDF kept a core at 100 %, and
a killed ``corpus add`` left its pool workers, their forkservers and the resource tracker alive.

- **Linux.** ``prctl(PR_SET_PDEATHSIG, SIGKILL)``: the kernel kills the child when the process
  that forked it ends. On Linux the children are forked by multiprocessing's *forkserver*, not
  by Imbrex's process, so the forkserver must end with Imbrex too. It does when every holder of
  its "alive" pipe is gone (it exits on EOF), but multiprocessing hands a copy of that pipe to
  every child it forks, which kept the forkserver alive as long as any child lived. So the child
  closes its copy, after setting the death signal (in that order, so the forkserver cannot end
  unnoticed in between): then Imbrex's death closes the last copy, the forkserver exits and the
  kernel kills its children; their own forkservers follow the same way down the tree. The
  resource tracker exits by itself once every holder of its pipe is gone. The death signal is
  not set in the forkserver itself: the kernel ties it to the *thread* that forked, and the
  window may start the forkserver from a worker thread that ends.
- **Elsewhere** (every child is started with ``spawn`` there): a thread waits on
  multiprocessing's parent sentinel (a pipe from the parent on macOS, the parent's process
  handle on Windows) and ends the process when it fires. A thread needs the interpreter: a
  reader stuck inside one long C call exits when it returns.

Cost: one system call, or one idle thread, per child.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
from typing import Any

_PR_SET_PDEATHSIG = 1
#: The exit code of a child that ends because its parent is gone (on the thread path).
ORPHAN_EXIT_CODE = 1


def _set_parent_death_signal() -> bool:
    """Ask Linux to SIGKILL this process when its parent ends; False if that is not possible."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        return libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _release_forkserver() -> None:
    """Close this child's copy of the forkserver's "alive" pipe (see the module docstring)."""
    try:
        from multiprocessing import forkserver  # noqa: PLC0415
    except ImportError:  # pragma: no cover - Windows has no forkserver
        return
    server: Any = forkserver._forkserver  # private state of multiprocessing (see above)
    fd = getattr(server, "_forkserver_alive_fd", None)
    if fd is None or server._forkserver_pid is not None:
        return  # not inherited: this process started that forkserver and must keep it
    try:
        os.close(fd)
    except OSError:
        pass
    server._forkserver_alive_fd = None


def _watch_parent() -> bool:
    """Start a thread that ends this process when the parent's sentinel fires."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return False

    def wait_and_exit() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(ORPHAN_EXIT_CODE)

    threading.Thread(target=wait_and_exit, name="imbrex-parent-watch", daemon=True).start()
    return True


def die_with_parent() -> bool:
    """Make this child process end when its parent does (call it first thing in the child).

    Returns whether a mechanism is in place. Cost: one ``prctl`` on Linux, one idle thread
    elsewhere.
    """
    if sys.platform.startswith("linux") and _set_parent_death_signal():
        _release_forkserver()
        return True
    return _watch_parent()
