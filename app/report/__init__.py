"""Reports: the imbrex.report/1 JSON (the source of every other format) and its writers."""
