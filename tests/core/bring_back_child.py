"""A child that brings a kept folder's games back into a journal and is killed with SIGKILL by the test
(tests/core/test_bring_back.py): ``inside`` stops it within the transaction, after the second game's rows,
``committed`` after the commit and before the move log's append, ``none`` lets it run at its own pace."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from companion.core import bring_back, durable
from companion.core.journal import Journal


def stop(said: str) -> None:
    print(said, flush=True)
    time.sleep(120)  # the test kills it here


def main(journal_path: str, kept: str, where: str) -> None:
    inserted = [0]
    insert, append = bring_back._insert, durable.MoveLog.append

    def counting(*args: Any) -> Any:
        done = insert(*args)
        inserted[0] += 1
        if where == "inside" and inserted[0] == 2:
            stop("inside")
        return done

    def logging(self: durable.MoveLog, records: Any) -> None:
        if where == "committed":
            stop("committed")
        append(self, records)

    bring_back._insert = counting  # type: ignore[assignment]
    durable.MoveLog.append = logging  # type: ignore[method-assign]
    journal = Journal.open(Path(journal_path))
    print("ready", flush=True)
    bring_back.bring_back(journal, Path(kept))
    print("done", flush=True)
    journal.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
