"""The lobby before a LAN game starts: seats, who holds them, ready flags and the host's table options.

Plain data, no sockets: the host core changes it on messages and sends ``Lobby.to_wire`` to everyone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots import STRENGTHS
from game.config import (
    ALLIANCE,
    CONFLICT,
    EXPANSIONS,
    INCURSION,
    MIN_PLAYERS,
    GameConfig,
    SeatConfig,
    max_players,
    seats_text,
    table_colours,
)
from game.errors import ConfigError
from net.protocol import ProtocolError
from net.text import clean_name, unique_name

HUMAN = "human"
BOT = "bot"
SEAT_KINDS = (HUMAN, BOT)
# Table options a host may set; everything else in GameConfig is decided by the host alone (the seed is a
# secret: with it and the action log anyone could recompute every hand). Each expansion is an on/off option
# of its own name (``"incursion"``, ``"conflict"``, ``"alliance"``): they make the config's ``expansions``.
OPTIONS = (
    "regroup_without_colony",
    "reinforce_negotiate",
    "deal_timer",
    "flares",
    "four_planets",
    "second_encounter",
    "alien_mode",
    "alien_level",
    INCURSION,
    CONFLICT,
    ALLIANCE,
    "rewards",
    "hazards",
    "empath_flare",
    "schizoid_flare",
    "large_group_cards",
    "hidden_powers",
    "tech",
    "powers",
    "teams",
    "team_immediate_win",
)


@dataclass
class Slot:
    """One seat: its name and colour, a person or a bot, and (for a person) who holds it."""

    seat: int
    name: str
    colour: str
    kind: str = HUMAN
    strength: str = "normal"  # the bot's strength, or the stand-in's while its person is away
    token: str | None = None  # the person holding the seat (their rejoin token)
    ready: bool = False
    connected: bool = False
    away_since: float | None = None  # when its person dropped (None: here, or never came)
    stand_in: bool = False  # a bot plays the seat until its person returns

    @property
    def free(self) -> bool:
        """A person's seat nobody holds."""
        return self.kind == HUMAN and self.token is None

    @property
    def bot_controlled(self) -> bool:
        """Does a bot answer this seat's prompts now?"""
        return self.kind == BOT or self.stand_in

    def to_wire(self) -> dict[str, Any]:
        """What everyone may know about the seat (never its token)."""
        return {
            "seat": self.seat,
            "name": self.name,
            "colour": self.colour,
            "kind": self.kind,
            "strength": self.strength,
            "taken": self.token is not None,
            "ready": self.ready or self.kind == BOT,
            "connected": self.connected or self.kind == BOT,
            "stand_in": self.stand_in,
        }


@dataclass
class Lobby:
    """Seats and options. ``options`` holds only keys from ``OPTIONS``."""

    slots: list[Slot]
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def new(
        cls, players: int, bots: int = 0, strength: str = "normal", options: dict[str, Any] | None = None
    ) -> Lobby:
        """``players`` seats in the standard colours; the last ``bots`` of them are bots. ``options`` (table
        options, checked) may turn the colour expansions on: each one allows a seat more than five (a sixth
        seat needs one, a seventh two, an eighth all three)."""
        table = expansions_in(options or {})
        _check_seats(players, table)
        if not 0 <= bots <= players:
            raise ProtocolError("bad_setup", f"between 0 and {players} bots")
        colours = table_colours(table)
        slots = [Slot(s, colours[s].capitalize(), colours[s]) for s in range(players)]
        for slot in slots[players - bots :]:
            slot.kind = BOT
            slot.strength = strength
            slot.name = f"{slot.colour.capitalize()} bot"
        lobby = cls(slots)
        if options:
            lobby.set_options(options)
        return lobby

    @property
    def incursion(self) -> bool:
        """Is the Cosmic Incursion expansion on (orange)?"""
        return INCURSION in self.expansions

    @property
    def expansions(self) -> tuple[str, ...]:
        """The expansions the options turn on (each colour expansion allows one more seat)."""
        return expansions_in(self.options)

    # -- people ------------------------------------------------------------------------------------
    def holder(self, token: str) -> Slot | None:
        """The seat held by ``token``."""
        return next((s for s in self.slots if s.token == token), None)

    def first_free(self) -> Slot | None:
        """The first person's seat nobody holds."""
        return next((s for s in self.slots if s.free), None)

    def take(self, slot: Slot, token: str, name: str) -> None:
        """``token`` sits in ``slot`` (leaving any seat it held) under ``name``, cleaned (the host makes it
        unique: ``names_in_use``)."""
        self.leave(token)
        slot.token = token
        slot.name = clean_name(name)
        slot.ready = False
        slot.connected = True
        slot.away_since = None

    def leave(self, token: str) -> None:
        """``token`` gives up its seat (in the lobby)."""
        slot = self.holder(token)
        if slot is not None:
            slot.token = None
            slot.ready = False
            slot.connected = False
            slot.away_since = None

    def rename(self, slot: Slot, name: str) -> None:
        """A new display name for a seat, cleaned (the host makes it unique: ``names_in_use``)."""
        slot.name = clean_name(name)

    def names_in_use(self, besides: Slot | None = None) -> list[str]:
        """The names of the seats a person holds or a bot plays, but ``besides``: nobody else may take them
        (a free seat's colour name is only a label until someone sits there)."""
        return [s.name for s in self.slots if s is not besides and (s.token is not None or s.kind == BOT)]

    def recolour(self, slot: Slot, colour: str) -> None:
        """A free colour for a seat."""
        if colour not in table_colours(self.expansions):
            raise ProtocolError("bad_colour", f"no colour {colour!r}")
        if any(s.colour == colour for s in self.slots if s is not slot):
            raise ProtocolError("bad_colour", f"{colour} is taken")
        slot.colour = colour

    # -- the host's setup --------------------------------------------------------------------------
    def resize(self, players: int, options: dict[str, Any] | None = None) -> list[str]:
        """Seat count; returns the tokens of people whose seats went away. ``options``: expansion options
        this seat count is for, over the table's (a setup message may turn them on together with it)."""
        on = expansions_in({**self.options, **(options or {})})
        _check_seats(players, on)
        dropped = [s.token for s in self.slots[players:] if s.token is not None]
        del self.slots[players:]
        used = {s.colour for s in self.slots}
        for seat in range(len(self.slots), players):
            colour = next(c for c in table_colours(on) if c not in used)
            used.add(colour)
            self.slots.append(Slot(seat, colour.capitalize(), colour))
        return dropped

    def set_kind(self, seat: Any, kind: Any, strength: Any) -> str | None:
        """Make a seat a person's or a bot; returns the token of a person moved out by it."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.slots):
            raise ProtocolError("bad_setup", f"no seat {seat!r}")
        if kind not in SEAT_KINDS:
            raise ProtocolError("bad_setup", f"a seat is {' or '.join(SEAT_KINDS)}")
        if strength is not None and strength not in STRENGTHS:
            raise ProtocolError("bad_setup", f"bot strength is one of {', '.join(STRENGTHS)}")
        slot = self.slots[seat]
        moved = slot.token if kind == BOT else None
        if moved is not None:
            self.leave(moved)
        if kind == BOT and slot.kind != BOT:
            slot.name = unique_name(f"{slot.colour.capitalize()} bot", self.names_in_use(slot))
        elif kind == HUMAN and slot.kind != HUMAN:
            slot.name = slot.colour.capitalize()
        slot.kind = kind
        if strength is not None:
            slot.strength = strength
        return moved

    def set_options(self, options: dict[str, Any]) -> None:
        """Table options, checked by building a config with them (nothing changes if one is wrong)."""
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise ProtocolError("bad_setup", f"unknown or host-only options: {', '.join(sorted(unknown))}")
        merged = {**self.options, **options}
        before = [(s.name, s.colour) for s in self.slots]
        self._fit_colours(expansions_in(merged))
        try:
            self.config(0, merged)  # raises on a bad value
        except ProtocolError:
            for slot, (name, colour) in zip(self.slots, before, strict=True):
                slot.name, slot.colour = name, colour
            raise
        self.options = merged

    def _fit_colours(self, expansions: tuple[str, ...]) -> None:
        """Turning an expansion off: a seat in its colour (orange, black, white) takes a free colour of the
        table (and its default name)."""
        allowed = table_colours(expansions)
        free = [c for c in allowed if c not in {s.colour for s in self.slots}]
        for slot in self.slots:
            if slot.colour not in allowed and free:
                old, slot.colour = slot.colour, free.pop(0)
                if slot.name == old.capitalize():
                    slot.name = slot.colour.capitalize()
                elif slot.name == f"{old.capitalize()} bot":
                    slot.name = f"{slot.colour.capitalize()} bot"

    def config(self, seed: int, options: dict[str, Any] | None = None) -> GameConfig:
        """The game these seats and options make."""
        opts = self.options if options is None else options
        if opts.get("alien_mode") == "fixed":
            raise ProtocolError("bad_setup", "alien_mode is none, random or choose at a LAN table")
        seats = tuple(SeatConfig(s.name, s.colour) for s in self.slots)
        for name in EXPANSIONS:
            if name in opts and not isinstance(opts[name], bool):
                raise ProtocolError("bad_setup", f"{name} is on (true) or off (false)")
        table = expansions_in(opts)
        rest = {k: v for k, v in opts.items() if k not in EXPANSIONS}
        try:
            config = GameConfig(seats=seats, seed=seed, expansions=table, **rest)
            return GameConfig.from_dict(config.to_dict())  # checks each option's type too
        except (ConfigError, TypeError) as exc:
            raise ProtocolError("bad_setup", str(exc)) from exc

    # -- starting ----------------------------------------------------------------------------------
    def unready(self) -> list[Slot]:
        """People's seats that keep the game from starting: free, or held but not ready."""
        return [s for s in self.slots if s.kind == HUMAN and not (s.token is not None and s.ready)]

    def to_wire(self) -> dict[str, Any]:
        """Seats and options for the lobby message."""
        return {"seats": [s.to_wire() for s in self.slots], "options": dict(self.options)}


def expansions_in(options: dict[str, Any]) -> tuple[str, ...]:
    """The expansions a lobby's options turn on (``{"incursion": True, "conflict": True}``), sorted."""
    return tuple(sorted(e for e in EXPANSIONS if options.get(e) is True))


def config_options(config: GameConfig) -> dict[str, Any]:
    """The expansion options of a config's table, as a lobby holds them."""
    return {e: True for e in config.expansions}


def _check_seats(players: Any, expansions: tuple[str, ...]) -> None:
    top = max_players(expansions)
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= top:
        more = seats_text(players) if isinstance(players, int) and players > top else ""
        more = more.replace("player", "seat").replace("expansion", "option")
        raise ProtocolError("bad_setup", f"a table has {MIN_PLAYERS} to {top} seats{more}")
