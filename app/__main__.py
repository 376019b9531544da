"""``python -m app`` is the same as the ``imbrex`` command."""

import sys

from app.cli import main

sys.exit(main())
