"""Benchmark: /tm move (or /kf move) from interaction to the reply with the board image, under load.

    python bench/discord_moves.py [--game keyflower] [--games 200] [--interval 5] [--duration 60]
        [--levels 100,200,300]

One bot process (the real discord.py client, its HTTP answered in process by the fake Discord of
the tests) hosts N active games; in each, a move arrives every `interval` seconds on average (the
moves of a game in order, by the seat's player): Terra Mystica's from recorded 4-player games,
Keyflower's from random 4-player games with The Merchants (legal moves, decisions included).
Prints, for each level, the p50/p99 time from the interaction's arrival to Discord receiving the
acknowledgement and to it receiving the board, the moves per second served, the CPU time per
move of the bot's process and of its render workers (how far the two cores go), and how long the
bot's event loop stood still (its lag, sampled every 10 ms, and the garbage collector's pauses).
The fake Discord answers in the bot's process: its share of the bot's CPU is Discord's servers'
work (about 0.5 ms a move, docs/benchmarks.md).
A level is sustained when the reply's p99 stays within 300 ms.
With --ai-games K, K more games of one person and three AI seats (--ai-level) run beside them: the
AI seats move in the AI's worker processes and their moves are posted as the bot posts them; the
person (played by an easy AI, in the same workers) moves whenever it is their turn; the replies
counted are every person's.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.ai.players import GAMES  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.discord.client import GameBot  # noqa: E402
from bot.games import ImportedGame  # noqa: E402
from bot.games.terra_mystica import TerraMysticaAdapter  # noqa: E402
from bot.i18n import locale_of  # noqa: E402
from tests import fakediscord as fd  # noqa: E402

RECORDS = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))
GOAL_MS = 300.0
GROUPS = {"terra_mystica": "tm", "keyflower": "kf"}
LOCALE = "en-US"  # the players' Discord language


class Timing(fd.FakeTransport):
    """The fake transport, noting when Discord receives each interaction's answers."""

    def __init__(self) -> None:
        super().__init__()
        self.acked: dict[str, float] = {}
        self.replied: dict[str, asyncio.Future[float]] = {}
        self.refused: set[str] = set()

    async def _webhook_request(self, route: Any, **kwargs: Any) -> Any:
        answer = await super()._webhook_request(route, **kwargs)
        token = str(getattr(route, "webhook_token", None) or getattr(route, "interaction_token", None) or "")
        now = time.perf_counter()
        sent = self.discord.sent[-1]
        if sent.kind == "callback":
            self.acked.setdefault(token, now)
            if sent.callback_type == 4 and sent.ephemeral:
                self.refused.add(token)
        future = self.replied.get(token)
        # the board (the answer itself, or a followup after a slow store), or a refusal
        final = (sent.kind == "callback" and sent.callback_type == 4) or (sent.kind == "followup" and bool(sent.png()))
        if future is not None and final and not future.done():
            future.set_result(now)
        self.discord.sent.clear()  # keep memory flat over a long run
        self.discord.messages.clear()
        return answer


async def open_bot(db: Path, render_processes: int | None) -> tuple[GameBot, Timing]:
    extra = {} if render_processes is None else {"render_processes": render_processes}
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=db,
        discord_token="fake",
        reminder_check_seconds=10**6,
        **extra,  # type: ignore[arg-type]
    )
    bot = GameBot(settings)
    bot.freeze_start_up = True  # as python -m bot does
    transport = Timing()
    transport.install(bot)
    await bot.login("fake")
    bot._connection.guild_ready_timeout = 0
    bot._connection.parse_ready(fd.ready())
    bot._connection.parse_guild_create(fd.guild_create())
    return bot, transport


def tm_records() -> list[ImportedGame]:
    adapter = TerraMysticaAdapter()
    return [adapter.import_record(p.read_text(), p.name) for p in RECORDS]


def kf_records(count: int = 8) -> list[ImportedGame]:
    """Random 4-player games with The Merchants (seeded: the same every run)."""
    from rules.keyflower.engine import KeyflowerEngine
    from rules.keyflower.simulate import _random_legal

    engine = KeyflowerEngine()
    options = {"merchants": True}
    out = []
    for i in range(count):
        seed = f"bench-moves-{i}"
        rng = random.Random(seed)
        g = engine.new_game(options, 4, seed)
        moves = []
        while not engine.is_finished(g):
            seat = rng.choice(engine.to_decide(g))
            move = _random_legal(g, seat, rng)
            g = engine.apply(g, seat, move).state
            moves.append((seat, move))
        out.append(ImportedGame(options, 4, seed, ["P1", "P2", "P3", "P4"], moves))
    return out


async def seat_games(bot: GameBot, count: int, rng: random.Random, game: str) -> list[dict[str, Any]]:
    """`count` games, each in its own channel with one player per seat, some moves in."""
    records = kf_records() if game == "keyflower" else tm_records()
    service = bot.service
    games = []
    for g in range(count):
        record = records[g % len(records)]
        channel = 10_000 + g
        users = [1_000_000 + g * 10 + s for s in range(record.seats)]
        row = await service.create_game(
            str(users[0]),
            "P1",
            game_type=game,
            seats=record.seats,
            options=record.options,
            seed=record.seed,
            channel_id=str(channel),
        )
        for s in range(1, record.seats):
            await service.join(row.id, str(users[s]), f"P{s + 1}")
        for user in users:  # players who played before: their language is known (each one's first command notes it)
            await service.update_user_settings(str(user), locale=locale_of(LOCALE))
        await service.start(row.id, str(users[0]))
        ahead = rng.randrange(0, 80)  # boards at different stages
        for seat, move in record.moves[:ahead]:
            await service.act(row.id, str(users[seat]), move, seat=seat)
        await service.announced(row.id, await service.store.moves(row.id))  # as if played in Discord
        games.append({"channel": channel, "users": users, "moves": record.moves[ahead:], "group": GROUPS[game]})
    return games


async def play(
    bot: GameBot, transport: Timing, game: dict[str, Any], interval: float, until: float, rng: random.Random
) -> tuple[list[float], list[float], int, float]:
    """Plays the game's moves until `until`; returns the acknowledgement and reply times, the
    refused moves and when the last reply arrived."""
    acks: list[float] = []
    replies: list[float] = []
    refused = 0
    last = 0.0
    moves = iter(game["moves"])
    await asyncio.sleep(rng.uniform(0, interval))
    while time.perf_counter() < until:
        step = next(moves, None)
        if step is None:
            break
        seat, move = step
        start = time.perf_counter()
        ack, done, was_refused = await send_move(bot, transport, game, game["users"][seat], move)
        acks.append(ack - start)
        replies.append(done - start)
        last = done
        refused += was_refused
        await asyncio.sleep(max(0.0, rng.uniform(0.5, 1.5) * interval - (time.perf_counter() - start)))
    return acks, replies, refused, last


async def send_move(
    bot: GameBot, transport: Timing, game: dict[str, Any], user: int, move: str
) -> tuple[float, float, bool]:
    """One /move as Discord delivers it: when the acknowledgement and the board arrived, whether refused."""
    payload = fd.slash(user, "move", channel_id=game["channel"], group=game["group"], action=move, locale=LOCALE)
    token = payload["token"]
    transport.channel_of[token] = game["channel"]
    future: asyncio.Future[float] = asyncio.get_running_loop().create_future()
    transport.replied[token] = future
    bot._connection.parse_interaction_create(payload)
    done = await asyncio.wait_for(future, 60)
    del transport.replied[token]
    refused = token in transport.refused
    transport.refused.discard(token)
    return transport.acked.pop(token, done), done, refused


async def seat_ai_games(bot: GameBot, count: int, game: str, level: str) -> list[dict[str, Any]]:
    """`count` games of one person and three AI seats (`level`), each in its own channel."""
    service = bot.service
    games = []
    for g in range(count):
        channel, user = 20_000 + g, 2_000_000 + g
        row = await service.create_game(
            str(user), "P1", game_type=game, seats=4, seed=f"ai-{g}", channel_id=str(channel),
            ai_seats=[(level, None)] * 3,
        )  # fmt: skip
        await service.update_user_settings(str(user), locale=locale_of(LOCALE))
        await service.start(row.id, str(user))
        await service.announced(row.id, await service.store.moves(row.id))  # as if played in Discord
        games.append({"id": row.id, "type": game, "channel": channel, "user": user, "group": GROUPS[game]})
    return games


async def play_with_ais(
    bot: GameBot, transport: Timing, game: dict[str, Any], interval: float, until: float, rng: random.Random
) -> tuple[list[float], list[float], int, float]:
    """The person of a game with AI seats plays (as an easy AI would) whenever it is their turn,
    about every `interval` seconds; returns what play() does."""
    acks: list[float] = []
    replies: list[float] = []
    refused = 0
    last = 0.0
    await asyncio.sleep(rng.uniform(0, interval))
    while time.perf_counter() < until:
        loaded = await bot.service.view(game["id"])
        if loaded.row.status != "active":
            break
        if 0 in loaded.adapter.engine.to_decide(loaded.state):
            # the person's move thought out by an easy AI in the AI's worker: not on the bot's event loop
            seen = loaded.view(0) if GAMES[game["type"]].sees_view else loaded.adapter.engine.to_json(loaded.state)
            move = await bot.service.ai_workers().think(game["type"], seen, 0, "easy", loaded.row.moves)
            start = time.perf_counter()
            ack, done, was_refused = await send_move(bot, transport, game, game["user"], move)
            acks.append(ack - start)
            replies.append(done - start)
            last = done
            refused += was_refused
        await asyncio.sleep(rng.uniform(0.5, 1.5) * interval)
    return acks, replies, refused, last


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far (Linux's /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def worker_pids(bot: GameBot) -> list[int]:
    pool = getattr(bot.painter, "_pool", None)
    return list(getattr(pool, "_processes", None) or {})


class Stalls:
    """How long the bot's event loop stood still: its lag (a 10 ms sleep's oversleep, sampled all
    along), and the garbage collector's pauses, which stop every thread of the process (the CPU
    time of each: on a shared machine, wall time would count what other processes ran meanwhile)."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self.pauses: list[float] = []
        self._started = 0.0

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.thread_time()
        else:
            self.pauses.append(time.thread_time() - self._started)

    async def watch(self, until: float) -> None:
        gc.callbacks.append(self._collecting)
        try:
            while time.perf_counter() < until:
                before = time.perf_counter()
                await asyncio.sleep(0.01)
                self.lags.append(time.perf_counter() - before - 0.01)
        finally:
            gc.callbacks.remove(self._collecting)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000


async def level(
    count: int,
    interval: float,
    duration: float,
    seed: int,
    render_processes: int | None,
    game: str,
    ai_games: int = 0,
    ai_level: str = "hard",
) -> dict[str, Any]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        bot, transport = await open_bot(Path(tmp) / "bench.sqlite3", render_processes)
        try:
            games = await seat_games(bot, count, rng, game)
            with_ais = await seat_ai_games(bot, ai_games, game, ai_level)
            assert bot.ai_seats is not None
            ai_moves_before = len(await _ai_moves(bot, with_ais))
            if bot.painter is not None:
                await bot.painter.warm_up()
            workers = worker_pids(bot)
            cpu_bot, cpu_workers = cpu_seconds(os.getpid()), sum(map(cpu_seconds, workers))
            start = time.perf_counter()
            stalls = Stalls()
            watching = asyncio.create_task(stalls.watch(start + duration))
            results = await asyncio.gather(
                *(play(bot, transport, g, interval, start + duration, random.Random(rng.random())) for g in games),
                *(
                    play_with_ais(bot, transport, g, interval, start + duration, random.Random(rng.random()))
                    for g in with_ais
                ),
            )
            await watching
            elapsed = time.perf_counter() - start
            cpu_bot = cpu_seconds(os.getpid()) - cpu_bot
            cpu_workers = sum(map(cpu_seconds, workers)) - cpu_workers
            ai_moves = len(await _ai_moves(bot, with_ais)) - ai_moves_before
        finally:
            await bot.close()
            transport.uninstall()
    acks = [a for r in results for a in r[0]]
    replies = [a for r in results for a in r[1]]
    # served over the time the moves took, not counting each game's idle wait after its last move
    served = max((r[3] for r in results), default=start) - start
    return {
        "game": game,
        "games": count,
        "interval_s": interval,
        "moves": len(replies),
        "moves_per_s": round(len(replies) / max(served, 1e-9), 1),
        "ack_p50_ms": round(statistics.median(acks) * 1000, 1),
        "ack_p99_ms": round(percentile(acks, 0.99), 1),
        "reply_p50_ms": round(statistics.median(replies) * 1000, 1),
        "reply_p99_ms": round(percentile(replies, 0.99), 1),
        "refused": sum(r[2] for r in results),
        "bot_cpu_ms_per_move": round(cpu_bot * 1000 / max(1, len(replies)), 1),
        "render_cpu_ms_per_move": round(cpu_workers * 1000 / max(1, len(replies)), 1),
        "render_processes": bot.settings.render_processes,
        "loop_lag_p99_ms": round(percentile(stalls.lags, 0.99), 1),
        "loop_lag_max_ms": round(max(stalls.lags, default=0.0) * 1000, 1),
        "gc_cpu_ms_per_s": round(sum(stalls.pauses) * 1000 / elapsed, 1),
        "gc_pause_max_cpu_ms": round(max(stalls.pauses, default=0.0) * 1000, 1),
        "ai_games": ai_games,
        "ai_level": ai_level if ai_games else None,
        "ai_moves": ai_moves,
        "person_moves_in_ai_games": sum(len(r[1]) for r in results[len(games) :]),
        "sustained": percentile(replies, 0.99) <= GOAL_MS,
    }


async def _ai_moves(bot: GameBot, games: list[dict[str, Any]]) -> list[Any]:
    return [m for g in games for m in await bot.service.store.moves(g["id"]) if m.user_id == "ai"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--levels", help="comma separated game counts to try, e.g. 100,200,300 (instead of --games)")
    parser.add_argument("--interval", type=float, default=5.0, help="average seconds between moves in one game")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load per level")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--render-processes", type=int, help="as RENDER_PROCESSES (default: the bot's default)")
    parser.add_argument("--game", choices=sorted(GROUPS), default="terra_mystica")
    parser.add_argument("--ai-games", type=int, default=0, help="games of one person and three AI seats besides")
    parser.add_argument("--ai-level", choices=("easy", "normal", "hard"), default="hard")
    args = parser.parse_args()
    counts = [int(c) for c in args.levels.split(",")] if args.levels else [args.games]
    best = 0
    for count in counts:
        result = asyncio.run(
            level(
                count,
                args.interval,
                args.duration,
                args.seed,
                args.render_processes,
                args.game,
                args.ai_games,
                args.ai_level,
            )  # fmt: skip
        )
        print(json.dumps(result), flush=True)
        if result["sustained"]:
            best = max(best, count)
    print(json.dumps({"sustained_games": best, "goal_reply_p99_ms": GOAL_MS}))


if __name__ == "__main__":
    main()
