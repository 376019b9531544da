"""``python -m app`` is the same as the ``imbrex`` command."""

import sys

from app.cli import main

if __name__ == "__main__":  # child processes (sandbox.py) import this module without running it
    sys.exit(main())
