"""What every report writer renders from: the JSON report plus the texts it points into.

The ``imbrex.report/1`` dictionary holds offsets only. The HTML, PDF and bundle writers also
need the paper's text (shown in full) and each matched source's text (shown as the matched
passages with a short context, or in full when the teacher asks for full texts).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Evidence:
    """One paper's findings, ready to be written in any format.

    ``source_texts[i]`` is the extracted text of ``report["sources"][i]``; the passages'
    ``source_start``/``source_end`` offsets index into it.
    """

    report: Mapping[str, Any]
    paper_text: str
    source_texts: tuple[str, ...]

    def __post_init__(self) -> None:
        if self.report.get("schema") != "imbrex.report/1":
            raise ValueError("Evidence needs an imbrex.report/1 dictionary")
        sources = self.report.get("sources", [])
        if len(sources) != len(self.source_texts):
            raise ValueError(
                f"{len(sources)} sources in the report but {len(self.source_texts)} source texts"
            )
        if self.report["document"]["chars"] != len(self.paper_text):
            raise ValueError("the paper text does not match the report's character count")
