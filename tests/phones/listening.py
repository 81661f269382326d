"""The TCP ports this process listens on, read from the kernel (/proc): what a port scan of the Pi would find."""

from __future__ import annotations

import os
from pathlib import Path

LISTEN = "0A"


def listening_ports(pid: int | None = None) -> set[int]:
    proc = Path(f"/proc/{pid or os.getpid()}")
    inodes = set()
    for fd in (proc / "fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    ports = set()
    for table in ("tcp", "tcp6"):
        path = proc / "net" / table
        if not path.exists():
            continue
        for row in path.read_text().splitlines()[1:]:
            fields = row.split()
            if fields[3] == LISTEN and fields[9] in inodes:
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports
