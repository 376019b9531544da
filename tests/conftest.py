"""Test-wide settings: Qt runs offscreen; nothing here needs ../shared or the network."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
