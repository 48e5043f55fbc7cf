"""benchmarks/web_bench.py still runs (issue 36): on a tiny SQLite database it seeds, serves
the pages from their own process, loads every page kind for a second and reports numbers;
a kind whose pages this code has not got would be reported "not available", not a crash."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.web_bench import KINDS, parse_args, run_backend, summary, table


async def test_the_web_benchmark_reports_every_page_kind(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = parse_args(["--backend", "sqlite", "--games", "20", "--players", "12", "--real-games", "6",
                       "--seconds", "1", "--concurrency", "4"])
    seeded, results, paced, together = await run_backend("sqlite", args, tmp_path, list(KINDS), None)
    assert len(seeded.finished) >= 20 and seeded.counts["rating_changes"] > 0 and seeded.events
    assert [r.kind for r in results] == [k.name for k in KINDS] and not paced and together is None
    for r in results:
        assert r.available, r  # every page kind is on main now
        assert r.requests > 0 and r.per_s > 0 and 0 < r.p50_ms <= r.p99_ms, r
        assert r.error_count == 0, (r.kind, r.errors)
    table(results)
    print(summary(results, {"sqlite": seeded}, []))
    out = capsys.readouterr().out
    assert "game page, uncached" in out and "summary: sqlite: seeded in" in out
