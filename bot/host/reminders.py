"""Time: who the games wait for and the reminders their schedule calls for."""

from __future__ import annotations

from .core import (
    GameDamaged,
    HostCore,
    Reminder,
)


class Reminders(HostCore):
    """Idle seats and the reminders due, claimed by one process."""

    async def idle(self, game_id: int, now: float | None = None) -> list[tuple[str, int, float]]:
        """(user, seat, seconds) for each seat that must decide, since the last move."""
        loaded = await self._load(game_id)
        now = self.clock() if now is None else now
        since = loaded.row.last_move_at or loaded.row.updated_at
        by_seat = {s.seat: s.user_id for s in loaded.seats if s.kind != "ai"}  # an AI is never waited for
        return [(by_seat[s], s, now - since) for s in self._to_decide(loaded) if s in by_seat]

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        """The reminders the schedule calls for now, each claimed for this process to send (of
        several processes sweeping at once, one gets it); note each sent with `reminded`. Only the
        games whose wait passed a step are read (by the indexed time of their wait), not every
        active game."""
        now = self.clock() if now is None else now
        due: list[Reminder] = []
        for game in await self.store.idle_games(now, self.reminder_hours):
            hours = (now - game.idle_since) / 3600
            step = sum(1 for h in self.reminder_hours if hours >= h)
            waiting = game.waiting
            if waiting is None:  # a wait from before who was waited for was noted: read it once
                try:
                    loaded = await self._load(game.id)
                except GameDamaged:
                    continue  # said in the log already; its players are told when they try it
                waiting = self._waiting(loaded.adapter, loaded.state, loaded.seats, loaded.row.status)
                await self.store.set_waiting(game.id, game.idle_since, waiting)
            if step <= game.reminded_step or not await self.store.claim_reminder(game, step):
                continue
            for user, seat in dict((u, s) for u, s in waiting).items():  # once per user, at their first seat
                due.append(Reminder(game.id, game.channel_id, user, seat, hours, step, game.idle_since))
        return due

    async def reminded(self, reminder: Reminder) -> None:
        """A reminder was sent: kept as a record."""
        await self.store.record_reminder(
            reminder.game_id, reminder.user_id, reminder.since, reminder.step, self.clock()
        )
