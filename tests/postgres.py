"""A throwaway PostgreSQL server from the machine's own server binaries, for tests and benchmarks.

    python -m tests.postgres start DIR    initdb into DIR and start there; prints the server's URL
    python -m tests.postgres stop DIR     stop it (DIR is left to be removed)

It listens on a unix socket in DIR only (no port to collide with), trusts local connections and
skips fsync (a test server: speed over durability). PostgreSQL refuses to run as root: as root,
the server runs as `nobody`. `fresh_database(url)` makes an empty database on it for one test.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from urllib.parse import quote

SUPERUSER = "postgres"


class Unavailable(Exception):
    """No PostgreSQL server binaries on this machine."""


def binaries() -> Path:
    """The folder of initdb, pg_ctl and postgres: Debian's newest, else the ones on PATH."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=_version, reverse=True):
        if (Path(folder) / "initdb").exists():
            return Path(folder)
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    raise Unavailable("no PostgreSQL server binaries (initdb) on this machine")


def _version(folder: str) -> float:
    try:
        return float(Path(folder).parent.name)
    except ValueError:
        return 0.0


def url_of(folder: Path, database: str = "postgres") -> str:
    return f"postgresql://{SUPERUSER}@/{database}?host={quote(str(folder))}"


def _as_server_user() -> dict[str, object]:
    """subprocess arguments that run the server's programs as an unprivileged user when we are root."""
    if os.geteuid() != 0:
        return {}
    user = pwd.getpwnam("nobody")
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}


def scratch() -> Path:
    """A new folder for a server, where its user can reach it (under the system's temporary folder)."""
    folder = Path(tempfile.mkdtemp(prefix="pg-"))
    folder.chmod(0o755)
    return folder


def start(folder: Path) -> str:
    """initdb into `folder` (created, empty) and start the server; its URL."""
    bin_ = binaries()
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / "data"
    who = _as_server_user()
    if who:
        for parent in folder.parents:
            if not parent.stat().st_mode & 0o001:
                raise RuntimeError(f"{parent} can't be entered by the server's user (nobody): chmod o+x it")
        os.chown(folder, int(who["user"]), int(who["group"]))  # type: ignore[call-overload]
    env = {**os.environ, "LC_ALL": "C", "TZ": "UTC"}
    run = dict(env=env, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **who)
    done = subprocess.run(  # type: ignore[call-overload]
        [bin_ / "initdb", "-D", data, "-U", SUPERUSER, "--auth=trust", "--no-sync", "-E", "UTF8"], **run
    )
    if done.returncode:
        raise RuntimeError(f"initdb failed: {done.stdout}")
    options = (
        f"-c listen_addresses='' -c unix_socket_directories='{folder}' -c fsync=off "
        "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
    )
    done = subprocess.run(  # type: ignore[call-overload]
        [bin_ / "pg_ctl", "-D", data, "-l", folder / "server.log", "-o", options, "-w", "-t", "60", "start"], **run
    )
    if done.returncode:
        log = (folder / "server.log").read_text(errors="replace") if (folder / "server.log").exists() else ""
        raise RuntimeError(f"PostgreSQL did not start: {done.stdout}\n{log}")
    return url_of(folder)


def stop(folder: Path) -> None:
    data = folder / "data"
    if not (data / "postmaster.pid").exists():
        return
    subprocess.run(  # type: ignore[call-overload]
        [binaries() / "pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        **_as_server_user(),
    )


async def fresh_database(url: str) -> str:
    """An empty database on the server at `url` (which may create databases); its URL."""
    import asyncpg

    name = f"t_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return _with_database(url, name)


def _with_database(url: str, name: str) -> str:
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print(__doc__, file=sys.stderr)
        return 2
    folder = Path(argv[1]).resolve()
    if argv[0] == "start":
        try:
            print(start(folder))
        except (Unavailable, RuntimeError) as e:
            print(f"error: {e}", file=sys.stderr)
            with contextlib.suppress(Exception):
                stop(folder)
            return 1
    else:
        stop(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
