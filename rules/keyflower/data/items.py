"""What a player can own or pay, by name.

Resources lie on village tiles; workers (keyples) and skills stand behind the player's screen.
`any_*` names stand for one item of the group, chosen by the player when paying or allocating.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

RESOURCES: tuple[str, ...] = ("wood", "stone", "iron", "gold")
BASIC_RESOURCES: tuple[str, ...] = ("wood", "stone", "iron")  # gold may stand in for these when paying
SKILLS: tuple[str, ...] = ("saw", "pickaxe", "anvil")
BAG_COLOURS: tuple[str, ...] = ("blue", "red", "yellow")  # in the bag at the start; green joins once used
WORKER_COLOURS: tuple[str, ...] = (*BAG_COLOURS, "green")

ANY_RESOURCE = "any_res"
ANY_SKILL = "any_skill"
ANY_WORKER = "any_worker"
RANDOM_SKILL = "skill"  # drawn from the skill pool
RANDOM_WORKER = "worker"  # drawn from the bag
CONTRACT = "contract"  # The Merchants
CABIN = "cabin"  # The Merchants

# What the wildcards stand for.
WILDCARDS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {ANY_RESOURCE: RESOURCES, ANY_SKILL: SKILLS, ANY_WORKER: WORKER_COLOURS}
)

Items = Mapping[str, int]


def items(**counts: int) -> Items:
    """An immutable bag of item counts (zeros dropped)."""
    return MappingProxyType({k: v for k, v in counts.items() if v})
