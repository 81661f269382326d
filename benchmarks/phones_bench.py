"""Phones at the table (printed, not asserted; docs/phones.md#how-it-is-tested): five phones on loopback, each a
WebSocket client sealing its bid again and again during a Kilim auction (the engine lets a face-down card be
swapped), one action at a time, through the real server, the inbox and the table's bid stations, on a real journal.

- action to acknowledgement: the phone sends its sealed choice; its next frame shows it locked;
- action to the other phones updated: every other phone has the frame of the new state version;
- the table's thread: a frame that computed, translated and sealed a seat's page (the app makes one a frame, the
  seat that acted first; the table loop here stands in for Kivy's, one pass every 1/60 s);
- a seat's first frame after the page's files, its claim and its socket (no browser: the network's part of a page
  load), and the page's size.

    python benchmarks/phones_bench.py [--actions N]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp  # noqa: E402

from benchmarks.figures import report  # noqa: E402
from companion.phones.sealing import seal, unseal  # noqa: E402
from tests.phones.kilim_table import KilimTable  # noqa: E402

SEATS = 5
PAGE_FILES = ("/", "/page.js", "/page.css", "/nacl.min.js", "/words.json?l=en")


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Phone:
    """One seat's page, as far as the network goes: its token and key, its socket, the frames it got."""

    def __init__(self, seat: int, link: str) -> None:
        fragment = dict(part.split("=", 1) for part in link.split("#", 1)[1].split("&"))
        self.seat, self.code = seat, fragment["c"]
        self.key = base64.urlsafe_b64decode(fragment["k"] + "=" * (-len(fragment["k"]) % 4))
        self.base = link.split("#", 1)[0].rstrip("/")
        self.pages: list[tuple[float, dict[str, Any]]] = []
        self.socket: Any = None

    async def join(self, client: aiohttp.ClientSession) -> float:
        """The page's files, the claim, the socket, until the first frame: seconds."""
        start = time.perf_counter()
        origin = {"Origin": self.base}
        for path in PAGE_FILES:
            async with client.get(self.base + path) as answer:
                await answer.read()
        async with client.post(self.base + "/claim", json={"seat": self.seat, "code": self.code},
                               headers=origin) as answer:
            token = (await answer.json())["token"]
        self.socket = await client.ws_connect(self.base + "/ws", headers=origin)
        await self.socket.send_str(json.dumps({"seat": self.seat, "token": token}))
        await self.socket.send_str(json.dumps({"box": seal(self.key, {"lang": "en"})}))
        await self.next_page(lambda page: True)
        return time.perf_counter() - start

    async def next_page(self, wanted: Any) -> dict[str, Any]:
        seen = len(self.pages)
        while True:
            if self.socket is not None and not self.pages[seen:]:
                message = await self.socket.receive()
                value = unseal(self.key, json.loads(message.data)["box"])
                if "page" in value:
                    self.pages.append((time.perf_counter(), value["page"]))
                continue
            for _, page in self.pages[seen:]:
                if wanted(page):
                    return page
            seen = len(self.pages)


def own_choice(page: dict[str, Any]) -> str | None:
    lines = [line["text"] for section in page["mine"] for line in section["lines"] if line["secret"]]
    return lines[0].rsplit(" ", 1)[-1] if lines else None


async def play(phones: list[Phone], actions: int, acks: list[float], others: list[float]) -> None:
    for n in range(actions):
        for phone in phones:
            version = phone.pages[-1][1]["v"]
            card = str(1 + (n + phone.seat) % 15)
            sent = time.perf_counter()
            await phone.socket.send_str(json.dumps({"box": seal(phone.key, {"choice": card, "v": version})}))
            page = await phone.next_page(lambda p, card=card: own_choice(p) == card)
            acks.append(time.perf_counter() - sent)
            latest = page["v"]
            for other in phones:
                if other is not phone:
                    await other.next_page(lambda p, latest=latest: p["v"] >= latest)
            others.append(time.perf_counter() - sent)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=200, help="actions per phone")
    args = parser.parse_args()
    table = KilimTable(Path(tempfile.mkdtemp(prefix="companion-phones-bench-")), SEATS)
    phones = [Phone(seat, table.phones.invite(seat)) for seat in range(SEATS)]
    acks: list[float] = []
    others: list[float] = []
    loads: list[float] = []

    async def clients() -> None:
        async with aiohttp.ClientSession() as client:
            for phone in phones:
                loads.append(await phone.join(client))
            await play(phones, args.actions, acks, others)

    table.run(clients)
    table.close()
    pages = [t for t in table.page_times if t > 1e-4]  # the frames that computed a page
    size = sum((Path(__file__).resolve().parents[1] / "companion/phones/static" / name).stat().st_size
               for name in ("index.html", "page.js", "page.css", "vendor/tweetnacl/nacl.min.js"))
    ms = 1e3
    print(f"{len(acks)} actions from {SEATS} phones, one at a time; milliseconds, median and p95")
    for label, samples, goal in (("action to acknowledgement", acks, 100), ("action to the other phones updated",
                                                                          others, 150)):
        p50, p95 = statistics.median(samples) * ms, percentile(samples, 0.95) * ms
        print(f"{label:40} {p50:7.1f} {p95:7.1f}   (goal p95 <= {goal} ms)")
        report(f"phones: {label}, p95", p95, "ms", f"<= {goal} ms", p95 <= goal)
    p50, p95 = statistics.median(pages) * ms, percentile(pages, 0.95) * ms
    print(f"{'table thread: a frame that made a page':40} {p50:7.1f} {p95:7.1f}")
    print(f"{'a seat live after the page (no browser)':40} {statistics.median(loads) * ms:7.1f} "
          f"{max(loads) * ms:7.1f} (max; goal p95 <= 1500 ms with a browser)")
    print(f"the page: {size / 1000:.1f} KB (goal <= 150 KB)")
    report("phones: the page", size / 1000, "KB", "<= 150 KB", size <= 150_000)


if __name__ == "__main__":
    main()
