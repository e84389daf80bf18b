"""Copies and the JSON round trip of the games' state dataclasses, following from their declared fields.

A field's declared type says how it is copied and stored. Numbers, words, booleans, tuples (named
tuples too), frozensets and read-only mappings (`Mapping`: mypy refuses a write into one) are
values, replaced when they change and never changed in place: a copy shares them. Lists, dicts and
sets are copied, and their items too when they are state objects. Containers are stored item by
item (a set as its sorted list), a named tuple as the list of its fields (a short list was stored
before its last fields existed), a key `(q, r)` (a Keyflower village position) as the text "q,r",
a number key as its digits, a nested state object as its own JSON. A field missing from stored
JSON (a game stored before the field existed) takes its declared default; a field with
`init=False` is not stored (`__post_init__` makes it from the others); a `SPARSE` class's JSON
leaves out the fields at their defaults (tiles, most of whose fields are empty).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields
from operator import itemgetter
from types import UnionType
from typing import Any, ClassVar, Self, Union, get_args, get_origin, get_type_hints

Convert = Callable[[Any], Any]


class Declared:
    """A dataclass of the state whose copy and JSON follow from its fields."""

    SPARSE: ClassVar[bool] = False

    def copy(self) -> Self:
        """A copy sharing nothing the rules change in place."""
        new = object.__new__(type(self))
        values = self.__dict__.copy()
        for name, copy in _PLANS[type(self)].copies:
            values[name] = copy(values[name])
        new.__dict__ = values
        return new

    def copy_with(self, **given: Any) -> Self:
        """A copy but for the fields in `given`, which take the values given."""
        new = object.__new__(type(self))
        values = self.__dict__.copy()
        for name, copy in _PLANS[type(self)].copies:
            if name not in given:
                values[name] = copy(values[name])
        values.update(given)
        new.__dict__ = values
        return new

    def to_json(self) -> dict[str, Any]:
        plan = _PLANS[type(self)]
        values = self.__dict__
        if self.SPARSE:  # only the fields away from their defaults
            out = {name: values[name] for name in plan.names if values[name] != plan.defaults[name]}
        else:  # every field as it is (one pass), then those needing a form of their own
            out = dict(zip(plan.names, plan.values_of(values), strict=True))
        for name, encode in plan.encoders:
            if name in out:
                out[name] = encode(out[name])
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        plan = _PLANS[cls]
        # Keyed by the fields' own names (a call matches interned names at once, the decoded
        # JSON's one by one), without what is no field (a tag, or a field since gone).
        given = {name: data[name] for name in plan.names if name in data}
        for name, decode in plan.decoders:
            if name in given:
                given[name] = decode(given[name])
        return cls(**given)


class _Plan:
    """How one class's fields are copied (those that need it) and stored."""

    def __init__(self, cls: type[Declared]) -> None:
        hints = get_type_hints(cls)
        self.copies: list[tuple[str, Convert]] = []  # each field a copy copies, and how
        self.encoders: list[tuple[str, Convert]] = []  # each stored field that is not JSON as it is
        self.decoders: list[tuple[str, Convert]] = []
        self.defaults: dict[str, Any] = {}  # what SPARSE classes leave out
        stored = []
        for f in fields(cls):  # type: ignore[arg-type]
            if not f.init:  # made from the other fields: shared by a copy, not stored
                continue
            kind = hints[f.name]
            copy = _copier(kind)
            if copy is not None:
                self.copies.append((f.name, copy))
            encode, decode = _codec(kind)
            if encode is not None:
                self.encoders.append((f.name, encode))
            if decode is not None:
                self.decoders.append((f.name, decode))
            default = f.default if f.default_factory is MISSING else f.default_factory()
            self.defaults[f.name] = None if default is MISSING else default
            stored.append(f.name)
        self.names = tuple(stored)
        get = itemgetter(*stored)
        self.values_of: Callable[[dict[str, Any]], tuple[Any, ...]] = (
            get if len(stored) > 1 else lambda values: (get(values),)
        )


class _Plans(dict[type, _Plan]):
    """Each class's plan, made when first asked for (once the classes its fields name exist)."""

    def __missing__(self, cls: type[Declared]) -> _Plan:
        plan = self[cls] = _Plan(cls)
        return plan


_PLANS = _Plans()


def _optional(kind: Any) -> Any | None:
    """X of `X | None`; None for any other type."""
    if get_origin(kind) in (Union, UnionType):
        others = [a for a in get_args(kind) if a is not type(None)]
        if len(others) == 1:
            return others[0]
    return None


def _is_state(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, Declared)


def _copier(kind: Any) -> Convert | None:
    """How a copy copies a value of type `kind`; None where it may share it (it is never changed
    in place)."""
    inner = _optional(kind)
    if inner is not None:
        copy = _copier(inner)
        return None if copy is None else _or_none(copy)
    if _is_state(kind):
        return kind.copy  # type: ignore[no-any-return]
    origin, args = get_origin(kind), get_args(kind)
    if origin is list:
        each = _copier(args[0])
        return list.copy if each is None else _list_of(each)
    if origin is dict:
        each = _copier(args[1])
        return dict.copy if each is None else _dict_of(each)
    if origin is set and _copier(args[0]) is None:
        return set.copy
    if (
        origin in (tuple, frozenset, Mapping)
        or kind in (int, str, bool)
        or (isinstance(kind, type) and issubclass(kind, tuple))
    ):
        return None  # values and read-only mappings: replaced when they change, never changed in place
    raise TypeError(f"a state field of type {kind} has no copy")


def _or_none(convert: Convert) -> Convert:
    return lambda v: None if v is None else convert(v)


def _list_of(convert: Convert) -> Convert:
    return lambda v: [convert(x) for x in v]


def _tuple_of(convert: Convert) -> Convert:
    return lambda v: tuple(convert(x) for x in v)


def _dict_of(convert: Convert, key: Convert | None = None) -> Convert:
    if key is None:
        return lambda v: {k: convert(x) for k, x in v.items()}
    given: Convert = key
    return lambda v: {given(k): convert(x) for k, x in v.items()}


def _codec(kind: Any) -> tuple[Convert | None, Convert | None]:
    """(encode, decode) of a value of type `kind`: None where the value is JSON as it is (a number,
    a word, a boolean). Containers are made anew both ways: the state and its JSON share none."""
    inner = _optional(kind)
    if inner is not None:
        enc, dec = _codec(inner)
        return (None if enc is None else _or_none(enc)), (None if dec is None else _or_none(dec))
    if _is_state(kind):
        return kind.to_json, kind.from_json
    if isinstance(kind, type) and issubclass(kind, tuple):  # a named tuple: the list of its fields
        return list, lambda v: kind(*v)
    origin, args = get_origin(kind), get_args(kind)
    if origin is list:
        enc, dec = _codec(args[0])
        return (list if enc is None else _list_of(enc)), (list if dec is None else _list_of(dec))
    if origin in (dict, Mapping):
        key_enc, key_dec = _key_codec(args[0])
        enc, dec = _codec(args[1])
        encode = dict if key_enc is None and enc is None else _dict_of(enc or _same, key_enc)
        decode = dict if key_dec is None and dec is None else _dict_of(dec or _same, key_dec)
        return encode, decode
    if origin is tuple and args[-1] is Ellipsis:
        enc, dec = _codec(args[0])
        return (list if enc is None else _list_of(enc)), (tuple if dec is None else _tuple_of(dec))
    if origin is tuple and all(_codec(a) == (None, None) for a in args):  # a row of words and numbers
        return list, tuple
    if origin in (set, frozenset) and _codec(args[0]) == (None, None):
        return sorted, origin
    if kind in (int, str, bool):
        return None, None
    raise TypeError(f"a state field of type {kind} has no JSON")


def _key_codec(kind: Any) -> tuple[Convert | None, Convert | None]:
    if kind is str:
        return None, None
    if kind is int:  # JSON keys are text
        return str, int
    if get_origin(kind) is tuple:  # a village position
        return _position_key, _position
    raise TypeError(f"a state key of type {kind} has no JSON")


def _position_key(pos: tuple[int, int]) -> str:
    return f"{pos[0]},{pos[1]}"


def _position(key: str) -> tuple[int, int]:
    q, r = key.split(",")
    return int(q), int(r)


def _same(value: Any) -> Any:
    return value
