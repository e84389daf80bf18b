import pytest

from bot.service import GameService
from bot.store import Store


class Clock:
    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def store(database_url, clock):
    s = await Store.open(database_url, clock=clock)
    yield s
    await s.close()


@pytest.fixture
def service(store, clock):
    return GameService(store, clock=clock, reminder_hours=[12, 24])
