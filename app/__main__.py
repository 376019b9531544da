"""``python -m app`` is the same as the ``imbrex`` command."""

from app.cli import run

if __name__ == "__main__":  # child processes (sandbox.py) import this module without running it
    run()
