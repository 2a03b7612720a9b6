"""GameConfig: who sits where, the seed, and the table's variant switches."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Any

from game.errors import ConfigError
from game.rng import GENERATORS, KEYED, SPLITMIX64, from_plain, to_plain

COLOURS: tuple[str, ...] = ("red", "blue", "purple", "yellow", "green", "orange", "black", "white")
BASE_COLOURS = COLOURS[:5]
MIN_PLAYERS = 3
MAX_PLAYERS = 5  # the base game's table; each colour expansion adds a seat (``max_players``)
MAX_PLAYERS_INCURSION = 6  # with one colour expansion (Cosmic Incursion's orange or Cosmic Conflict's black)
MAX_PLAYERS_ALL = 8  # with all three colour expansions (orange, black and Cosmic Alliance's white)

# The expansions a table may play with (``GameConfig.expansions``), in the order their colours join.
INCURSION = "incursion"  # Cosmic Incursion: orange, 20 aliens and their flares, the reward cards
CONFLICT = "conflict"  # Cosmic Conflict: black, 20 aliens and their flares (docs/rules.md)
ALLIANCE = "alliance"  # Cosmic Alliance: white (docs/rules.md, "Cosmic Alliance: the white player")
EXPANSIONS: tuple[str, ...] = (INCURSION, CONFLICT, ALLIANCE)
EXPANSION_TITLES: dict[str, str] = {
    INCURSION: "Cosmic Incursion",
    CONFLICT: "Cosmic Conflict",
    ALLIANCE: "Cosmic Alliance",
}
# The player colour each colour expansion brings (its planets, ships, colony marker and destiny cards).
EXPANSION_COLOURS: dict[str, str] = {INCURSION: "orange", CONFLICT: "black", ALLIANCE: "white"}
# Table options that belong to an expansion (the screens grey them out or leave them out without it)
EXPANSION_OPTIONS: dict[str, str] = {
    "rewards": INCURSION,
    "hazards": CONFLICT,
    "empath_flare": CONFLICT,
    "schizoid_flare": ALLIANCE,
    "large_group_cards": ALLIANCE,
}

Expansions = bool | Iterable[str]  # a table's expansions, or the old Incursion switch as a bool


def expansion_set(table: Expansions) -> tuple[str, ...]:
    """The expansions ``table`` names, known ones only, sorted (``True``: Incursion alone, as the old
    switch meant; ``False``: none)."""
    if isinstance(table, bool):
        return (INCURSION,) if table else ()
    return tuple(e for e in sorted(set(table)) if e in EXPANSIONS)


def table_colours(table: Expansions) -> tuple[str, ...]:
    """The colours a seat may take: the base five, then orange with Cosmic Incursion, black with Cosmic
    Conflict and white with Cosmic Alliance (``table``: the table's expansions, or the old Incursion switch
    as a bool)."""
    on = expansion_set(table)
    return BASE_COLOURS + tuple(EXPANSION_COLOURS[e] for e in EXPANSIONS if e in on)


def unused_colours(config: GameConfig) -> list[str]:
    """The player colours of this table that no seat plays (their ships are in the box)."""
    taken = {s.colour for s in config.seats}
    return [c for c in table_colours(config.expansions) if c not in taken]


def max_players(table: Expansions) -> int:
    """The largest table: 5, and one seat more per colour expansion (6 with one, 7 with two, 8 with all
    three)."""
    return len(table_colours(table))


def expansions_for(players: int, table: Expansions = ()) -> tuple[str, ...]:
    """``table``'s expansions, with the colour expansions a table of ``players`` needs added (Incursion
    first, then Conflict, then Alliance): what a command line or a bot table means when it names too few."""
    on = set(expansion_set(table))
    for name in EXPANSIONS:
        if len(table_colours(tuple(on))) >= players:
            break
        on.add(name)
    return expansion_set(on)


# The seats past the base game's five, one per colour expansion (for refusals).
EXTRA_SEATS = ("a sixth", "a seventh", "an eighth")
_COUNTS = ("none", "one", "two", "three")


def count_word(count: int) -> str:
    """A small count in words ('one', 'two', 'three'), digits past them."""
    return _COUNTS[count] if 0 <= count < len(_COUNTS) else str(count)


def colour_expansions_needed(players: int) -> int:
    """How many colour expansions a table of ``players`` needs: one per seat past the base game's five."""
    return max(0, players - MAX_PLAYERS)


def expansions_text(count: int) -> str:
    """``count`` of the colour expansions in words: 'one of Cosmic Incursion, Cosmic Conflict or Cosmic
    Alliance', 'two of ...', or, for all of them, 'Cosmic Incursion, Cosmic Conflict and Cosmic Alliance'."""
    titles = [EXPANSION_TITLES[e] for e in EXPANSIONS]
    if count >= len(titles):
        return ", ".join(titles[:-1]) + f" and {titles[-1]}"
    return f"{count_word(count)} of " + ", ".join(titles[:-1]) + f" or {titles[-1]}"


def seats_text(players: int) -> str:
    """What a table of ``players`` needs, for refusals: '' up to five, else which expansions the last seat
    needs (' (a seventh player needs two of Cosmic Incursion, Cosmic Conflict or Cosmic Alliance)')."""
    need = colour_expansions_needed(players)
    if need == 0:
        return ""
    if need > len(EXPANSIONS):
        return f" (at most {max_players(EXPANSIONS)}, with every colour expansion)"
    return f" ({EXTRA_SEATS[need - 1]} player needs {expansions_text(need)})"


REGROUP_HOME = "home"
REGROUP_GATE = "gate"

# How aliens come to the table (docs/rules.md).
ALIENS_NONE = "none"  # no alien powers (flares are still dealt and played as Wilds)
ALIENS_FIXED = "fixed"  # ``aliens`` names each seat's alien
ALIENS_RANDOM = "random"  # one random alien each
ALIENS_CHOOSE = "choose"  # the base rules: two flares dealt each, keep one of the two aliens in secret
ALIEN_MODES = (ALIENS_NONE, ALIENS_FIXED, ALIENS_RANDOM, ALIENS_CHOOSE)

# The reward cards of Cosmic Incursion (docs/rules.md, "Reward deck").
REWARDS_NONE = "none"  # not used
REWARDS_DECK = "deck"  # the reward deck variant: its own deck and discard pile, drawn as defender rewards
REWARDS_COMMON = "common"  # the common-rewards variant: the reward cards shuffled into the cosmic deck
REWARD_MODES = (REWARDS_NONE, REWARDS_DECK, REWARDS_COMMON)
EMPATH_CLASSIC = "classic"  # the Empath's flare: its classic card (Cosmic Conflict's rule sheet)
EMPATH_ALTERNATE = "alternate"  # or its alternate card: a table plays only one of the two
EMPATH_FLARES = (EMPATH_CLASSIC, EMPATH_ALTERNATE)
SCHIZOID_CLASSIC = "classic"  # the Schizoid's flare: its classic card (Cosmic Alliance's rule sheet)
SCHIZOID_ALTERNATE = "alternate"  # or its alternate card: a table plays only one of the two
SCHIZOID_FLARES = (SCHIZOID_CLASSIC, SCHIZOID_ALTERNATE)
# Cosmic Alliance's 24 large-group cosmic cards (docs/rules.md, "The large-group cosmic cards").
LARGE_GROUP_AUTO = "auto"  # in the cosmic deck at seven or eight players, as the rule sheet says
LARGE_GROUP_ON = "on"  # in the cosmic deck at any table size (the sheet allows them with fewer players)
LARGE_GROUP_OFF = "off"  # left in the box
LARGE_GROUP_MODES = (LARGE_GROUP_AUTO, LARGE_GROUP_ON, LARGE_GROUP_OFF)
LARGE_GROUP_PLAYERS = 7  # "auto" shuffles them in from this many players

MIN_TEAM_PLAYERS = 4  # Team Cosmic: two teams of two at least (the variant's text recommends five or more)

MAX_POWERS = 3  # the Multiple Powers variant: aliens each seat holds at most (docs/rules.md)


@dataclass(frozen=True)
class SeatConfig:
    """One seat at the table: a display name and a colour."""

    name: str
    colour: str


@dataclass(frozen=True)
class GameConfig:
    """Everything that decides a game before the first action: seats, seed and table options.

    Variant switches (all documented in docs/rules.md):

    - ``regroup_without_colony``: where a ship retrieved in Regroup goes when its owner has no colony:
      ``"home"`` (any home planet, the FAQ's ruling, default) or ``"gate"`` (straight into the gate).
    - ``reinforce_negotiate``: allow reinforcements on a side that revealed a negotiate (the FAQ
      contradicts itself; off by default).
    - ``deal_timer``: seconds the table gives a deal (0 = no timer). Time never enters the engine: the
      table submits ``deal_timeout`` when its clock runs out.
    - ``flares``: shuffle flares into the cosmic deck at setup (10 in the deck).
    - ``four_planets``: the short game: 4 planets and 16 ships each, 4 foreign colonies win,
      a power needs 2 home colonies.
    - ``second_encounter``: allow a second encounter after a successful first one.
    - ``alien_mode``: ``"none"``, ``"fixed"`` (``aliens`` names them), ``"random"`` or ``"choose"``
      (two dealt, keep one: the base rules). Giving ``aliens`` implies ``"fixed"``.
    - ``alien_level``: the highest alert level dealt: 0 green, 1 yellow, 2 red.
    - ``alien_pool``: if not empty, only these aliens are dealt.
    - ``expansions``: the expansions the table plays with, a sorted tuple of names (``EXPANSIONS``):
      ``"incursion"`` (Cosmic Incursion) brings orange, its 20 aliens and their flares, and allows the
      reward cards; ``"conflict"`` (Cosmic Conflict) brings black and its aliens; ``"alliance"`` (Cosmic
      Alliance) brings white. Each colour expansion adds a seat: 5 players without, 6 with one, 7 with
      two, 8 with all three; every dealt flare goes into the cosmic deck (two per player, so 12, 14 or 16
      at the larger tables). None, the table is the base game's (3 to 5 players, the five base colours, the
      50 base aliens). ``incursion`` (a property) says whether Cosmic Incursion is among them; saves and
      the wire keep the old ``"incursion": bool`` and add ``"expansions"`` only for a table with another
      expansion (``to_dict``).
    - ``rewards``: Incursion's reward cards: ``"none"``, ``"deck"`` (the reward deck variant) or
      ``"common"`` (shuffled into the cosmic deck). Needs ``incursion``.
    - ``tech``: the Technology variant (R9.1): two techs dealt each, one kept face down and researched
      with ships at every Regroup, completed for its effect (``game/techs``).
    - ``hidden_powers``: each alien stays face down to the other players until its owner first uses it
      (docs/rules.md, "Hidden powers").
    - ``powers``: the Multiple Powers variant: how many aliens each seat holds (1 to 3; docs/rules.md,
      "Multiple powers"). More than one needs aliens dealt (``random`` or ``choose``) or named (``fixed``,
      ``powers`` names per seat, seat by seat).
    - ``hazards``: Cosmic Conflict's hazard deck variant (``game/hazards``; docs/rules.md, "Hazards"): a
      destiny card with a hazard warning makes the offense draw a hazard card. Off, it is left out of the
      config's plain form, so that other games' saves and hashes stay as before.
    - ``empath_flare``: which of the Empath's two flare cards the table plays (Cosmic Conflict prints a
      classic and an alternate one; use only one): ``"classic"`` or ``"alternate"``. At its default it is
      left out of the config's plain form, so that other games' saves and hashes stay as before.
    - ``schizoid_flare``: the same for the Schizoid's two flare cards (Cosmic Alliance): ``"classic"`` or
      ``"alternate"``, left out of the plain form at its default.
    - ``teams``: the Team Cosmic variant (``game/teams.py``; docs/rules.md, "Team Cosmic"): teams of two
      dealt from the destiny deck, partners seated opposite, a team wins only when both partners meet their
      victory condition. Four players at least. Off, it is left out of the config's plain form.
    - ``team_immediate_win``: with ``teams``, a win a power gives one partner at once (an alien's own
      victory condition) wins for its team without the other partner (off: the partner must have met its
      own condition at the same check). Off, it is left out of the config's plain form.
    - ``last_loss_triggers``: a power that answers its own ships' loss (Vacuum, Fury) still does so when
      that loss costs it the power (docs/rules.md, "Ship losses"); off, the power is gone first.

    ``rng`` names the engine's generator (``game.rng``): ``"keyed"`` for every new game; a saved config
    without the field is from before it and means ``"splitmix64"``, so that old saves replay exactly.
    """

    seats: tuple[SeatConfig, ...]
    seed: int = 0
    regroup_without_colony: str = REGROUP_HOME
    reinforce_negotiate: bool = False
    deal_timer: int = 0
    flares: bool = True
    four_planets: bool = False
    second_encounter: bool = True
    aliens: tuple[str | None, ...] = field(default=())
    alien_mode: str = ALIENS_NONE
    alien_level: int = 2
    alien_pool: tuple[str, ...] = field(default=())
    expansions: tuple[str, ...] = field(default=())
    rewards: str = REWARDS_NONE
    tech: bool = False
    hidden_powers: bool = False
    last_loss_triggers: bool = False
    rng: str = KEYED
    powers: int = 1
    hazards: bool = False
    empath_flare: str = EMPATH_CLASSIC
    schizoid_flare: str = SCHIZOID_CLASSIC
    large_group_cards: str = LARGE_GROUP_AUTO
    teams: bool = False
    team_immediate_win: bool = False

    def __post_init__(self) -> None:
        names: Any = self.expansions  # a list or set from a caller is fine; a bare string is not
        if isinstance(names, str) or not all(isinstance(e, str) for e in names):
            raise ConfigError("expansions must be a list of expansion names")
        unknown = sorted(set(self.expansions) - set(EXPANSIONS))
        if unknown:
            raise ConfigError(f"unknown expansion {unknown[0]!r}; choose from {', '.join(EXPANSIONS)}")
        object.__setattr__(self, "expansions", expansion_set(self.expansions))
        n = len(self.seats)
        top = max_players(self.expansions)
        if not MIN_PLAYERS <= n <= top:
            raise ConfigError(f"the game needs {MIN_PLAYERS} to {top} players, not {n}{seats_text(n)}")
        colours = [s.colour for s in self.seats]
        if len(set(colours)) != n:
            raise ConfigError("two seats share a colour")
        allowed = table_colours(self.expansions)
        needs = {colour: EXPANSION_TITLES[e] for e, colour in EXPANSION_COLOURS.items()}
        for c in colours:
            if c not in allowed:
                more = f" ({c} needs the {needs[c]} expansion)" if c in needs else ""
                raise ConfigError(f"unknown colour {c!r}; choose from {', '.join(allowed)}{more}")
        if self.regroup_without_colony not in (REGROUP_HOME, REGROUP_GATE):
            raise ConfigError("regroup_without_colony must be 'home' or 'gate'")
        if self.deal_timer < 0:
            raise ConfigError("deal_timer cannot be negative")
        if (
            isinstance(self.powers, bool)
            or not isinstance(self.powers, int)
            or not 1 <= self.powers <= MAX_POWERS
        ):
            raise ConfigError(f"powers must be 1 to {MAX_POWERS} aliens per player, not {self.powers}")
        if self.aliens and len(self.aliens) != n * self.powers:
            if self.powers == 1:
                raise ConfigError("aliens must name one alien (or null) per seat")
            raise ConfigError(
                f"with {self.powers} powers each, aliens must name {n * self.powers} aliens, "
                f"{self.powers} per seat, seat by seat"
            )
        if self.alien_mode not in ALIEN_MODES:
            raise ConfigError(f"alien_mode must be one of {', '.join(ALIEN_MODES)}")
        if self.aliens and self.alien_mode != ALIENS_FIXED:
            object.__setattr__(self, "alien_mode", ALIENS_FIXED)
        if self.powers > 1:
            if self.alien_mode == ALIENS_NONE:
                raise ConfigError(
                    "several powers per player need aliens: deal them (random or choose) or name them"
                )
            if self.alien_mode == ALIENS_FIXED and (not self.aliens or None in self.aliens):
                raise ConfigError(f"with {self.powers} powers each, every seat needs {self.powers} aliens")
        if not 0 <= self.alien_level <= 2:
            raise ConfigError("alien_level must be 0 (green), 1 (yellow) or 2 (red)")
        if self.rewards not in REWARD_MODES:
            raise ConfigError(f"rewards must be one of {', '.join(REWARD_MODES)}")
        if self.rewards != REWARDS_NONE and not self.incursion:
            raise ConfigError("the reward cards need the Cosmic Incursion expansion (incursion)")
        if self.hazards and not self.conflict:
            raise ConfigError("the hazard deck needs the Cosmic Conflict expansion (conflict)")
        if self.teams and n < MIN_TEAM_PLAYERS:
            raise ConfigError(
                f"Team Cosmic needs at least {MIN_TEAM_PLAYERS} players (two teams of two), not {n}"
            )
        if self.team_immediate_win and not self.teams:
            raise ConfigError("team_immediate_win is a Team Cosmic option: it needs teams")
        if self.empath_flare not in EMPATH_FLARES:
            raise ConfigError(f"empath_flare must be one of {', '.join(EMPATH_FLARES)}")
        if self.schizoid_flare not in SCHIZOID_FLARES:
            raise ConfigError(f"schizoid_flare must be one of {', '.join(SCHIZOID_FLARES)}")
        if self.large_group_cards not in LARGE_GROUP_MODES:
            raise ConfigError(f"large_group_cards must be one of {', '.join(LARGE_GROUP_MODES)}")
        if self.large_group_cards != LARGE_GROUP_AUTO and not self.alliance:
            raise ConfigError(
                "the large-group cosmic cards need the Cosmic Alliance expansion (alliance): "
                f"large_group_cards {self.large_group_cards!r} is only for a table with it"
            )
        if self.rng not in GENERATORS:
            raise ConfigError(f"rng must be one of {', '.join(GENERATORS)}")

    @property
    def incursion(self) -> bool:
        """Does the table play with Cosmic Incursion (orange, its aliens, the reward cards)?"""
        return INCURSION in self.expansions

    @property
    def conflict(self) -> bool:
        """Does the table play with Cosmic Conflict (black, its aliens)?"""
        return CONFLICT in self.expansions

    @property
    def alliance(self) -> bool:
        """Does the table play with Cosmic Alliance (white)?"""
        return ALLIANCE in self.expansions

    @property
    def large_group(self) -> bool:
        """Are Cosmic Alliance's large-group cosmic cards in this table's cosmic deck? ``"on"``, or
        ``"auto"`` at a table of seven or eight with Cosmic Alliance."""
        if self.large_group_cards == LARGE_GROUP_AUTO:
            return self.alliance and len(self.seats) >= LARGE_GROUP_PLAYERS
        return self.large_group_cards == LARGE_GROUP_ON

    def seat_aliens(self, seat: int) -> tuple[str | None, ...]:
        """The aliens ``aliens`` names for ``seat`` (``powers`` of them, seat by seat; empty if none)."""
        if not self.aliens:
            return ()
        return self.aliens[seat * self.powers : (seat + 1) * self.powers]

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)

    @property
    def planets_per_player(self) -> int:
        """Planets in each home system."""
        return 4 if self.four_planets else 5

    @property
    def ships_per_player(self) -> int:
        """Ships each player owns."""
        return 16 if self.four_planets else 20

    @property
    def colonies_to_win(self) -> int:
        """Foreign colonies needed for the normal win."""
        return 4 if self.four_planets else 5

    @property
    def power_threshold(self) -> int:
        """Home colonies a player needs to keep its alien power."""
        return 2 if self.four_planets else 3

    def to_dict(self) -> dict[str, Any]:
        """Plain data for saves and the wire (a seed beyond 64 bits as its decimal text). The expansions
        are written as the old ``"incursion": bool``, followed by ``"expansions"`` (every name) only when
        the table plays one besides Incursion: a table with neither Cosmic Conflict nor Cosmic Alliance
        writes what it always did, so its saves and hashes stay as they were."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "powers" and value == 1:
                continue  # one alien each: left out, so that such a game's saves and hashes stay as before
            if f.name == "expansions":
                out["incursion"] = INCURSION in value
                if set(value) - {INCURSION}:
                    out["expansions"] = list(value)
                continue
            if f.name == "hazards" and not value:
                continue  # the hazard deck off: left out too
            if f.name in ("teams", "team_immediate_win") and not value:
                continue  # Team Cosmic off: left out too
            if f.name == "empath_flare" and value == EMPATH_CLASSIC:
                continue  # the Empath's classic flare: left out too
            if f.name == "schizoid_flare" and value == SCHIZOID_CLASSIC:
                continue  # the Schizoid's classic flare: left out too
            if f.name == "large_group_cards" and value == LARGE_GROUP_AUTO:
                continue  # the large-group cards by the table's size: left out too
            if f.name == "seats":
                value = [{"name": s.name, "colour": s.colour} for s in value]
            elif f.name in ("aliens", "alien_pool"):
                value = list(value)
            elif f.name == "seed":
                value = to_plain(value)  # a 128-bit seed as text: msgpack stops at 64 bits
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        """Rebuild a config from plain data, raising ConfigError on anything malformed."""
        if not isinstance(data, dict):
            raise ConfigError("a config must be a map")
        known = {f.name for f in fields(cls)} | {INCURSION}  # "incursion": the old switch, still written
        unknown = set(data) - known
        if unknown:
            raise ConfigError(f"unknown config keys: {', '.join(sorted(map(str, unknown)))}")
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list):
            raise ConfigError("config.seats must be a list")
        seats = []
        for s in seats_raw:
            if (
                not isinstance(s, dict)
                or not isinstance(s.get("name"), str)
                or not isinstance(s.get("colour"), str)
            ):
                raise ConfigError("each seat needs a string name and colour")
            seats.append(SeatConfig(s["name"], s["colour"]))
        kwargs: dict[str, Any] = {"seats": tuple(seats), "rng": SPLITMIX64}  # no field: saved before it
        if "seed" in data:
            try:
                kwargs["seed"] = from_plain(data["seed"])
            except ValueError as exc:
                raise ConfigError("config.seed must be a whole number") from exc
        types = {
            "regroup_without_colony": str,
            "reinforce_negotiate": bool,
            "deal_timer": int,
            "flares": bool,
            "four_planets": bool,
            "second_encounter": bool,
            "alien_mode": str,
            "alien_level": int,
            "rewards": str,
            "tech": bool,
            "hidden_powers": bool,
            "last_loss_triggers": bool,
            "rng": str,
            "hazards": bool,
            "empath_flare": str,
            "schizoid_flare": str,
            "large_group_cards": str,
            "teams": bool,
            "team_immediate_win": bool,
            "powers": int,  # a save from before the Multiple Powers variant has none: one alien each
        }
        for key, typ in types.items():
            if key in data:
                value = data[key]
                if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
                    raise ConfigError(f"config.{key} must be {typ.__name__}")
                kwargs[key] = value
        if "aliens" in data:
            aliens = data["aliens"]
            if not isinstance(aliens, list) or not all(a is None or isinstance(a, str) for a in aliens):
                raise ConfigError("config.aliens must be a list of names or nulls")
            kwargs["aliens"] = tuple(aliens)
        kwargs["expansions"] = _expansions_from(data)
        if "alien_pool" in data:
            pool = data["alien_pool"]
            if not isinstance(pool, list) or not all(isinstance(a, str) for a in pool):
                raise ConfigError("config.alien_pool must be a list of alien names")
            kwargs["alien_pool"] = tuple(pool)
        return cls(**kwargs)


def _expansions_from(data: dict[str, Any]) -> tuple[str, ...]:
    """The expansions a saved config names: its ``"expansions"`` list and the old ``"incursion"`` switch
    (every save before the list has only the switch)."""
    names: set[str] = set()
    if "expansions" in data:
        raw = data["expansions"]
        if not isinstance(raw, list) or not all(isinstance(e, str) for e in raw):
            raise ConfigError("config.expansions must be a list of expansion names")
        names.update(raw)
    if INCURSION in data:
        switch = data[INCURSION]
        if not isinstance(switch, bool):
            raise ConfigError("config.incursion must be bool")
        if "expansions" in data and switch != (INCURSION in names):
            raise ConfigError("config.incursion and config.expansions disagree")
        if switch:
            names.add(INCURSION)
    return tuple(sorted(names))


def default_config(players: int, seed: int = 0, incursion: bool = False, **options: Any) -> GameConfig:
    """A config with seats named after their colours, in the table's colour order (the base five, then
    orange, black and white as the expansions bring them). ``incursion=True`` is short for Cosmic Incursion
    among ``expansions``."""
    table = expansion_set(options.pop("expansions", ()))
    if incursion:
        table = expansion_set({*table, INCURSION})
    colours = table_colours(table)
    if not MIN_PLAYERS <= players <= len(colours):
        raise ConfigError(
            f"the game needs {MIN_PLAYERS} to {len(colours)} players, not {players}{seats_text(players)}"
        )
    seats = tuple(SeatConfig(c.capitalize(), c) for c in colours[:players])
    for key in ("aliens", "alien_pool"):  # a list is welcome here; the config holds a tuple
        if key in options:
            options[key] = tuple(options[key])
    return GameConfig(seats=seats, seed=seed, expansions=table, **options)
