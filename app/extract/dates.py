"""ISO 8601 dates as documents write them in their metadata (ODF meta.xml, HTML meta tags)."""

from __future__ import annotations

import re
from datetime import datetime


def parse_datetime(value: str | None) -> datetime | None:
    """An ISO 8601 date or date-time, leniently (no time zone, any fraction digits); O(len).

    Returns ``None`` for anything unreadable instead of raising.
    """
    if not value:
        return None
    m = re.fullmatch(
        r"\s*(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2})?(?:[.,](\d+))?)?\s*"
        r"(Z|[+-]\d{2}(?::?\d{2})?)?\s*",
        value,
    )
    if not m:
        return None
    date, hm, sec, frac, tz = m.groups()
    text = date
    if hm:
        text += "T" + hm + (sec or ":00") + ("." + (frac + "000000")[:6] if frac else "")
    if tz:
        if tz == "Z":
            tz = "+00:00"
        elif len(tz) == 3:
            tz += ":00"
        elif ":" not in tz:
            tz = tz[:3] + ":" + tz[3:]
        text += tz if hm else "T00:00:00" + tz
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None
