"""Alien powers plug into the engine here.

A power is a ``Power`` subclass in its own module under ``game/aliens``, registered by name with the line
``register(<Class>)`` after the class (docs/aliens.md, "Registering"); it overrides only what it needs.
Two kinds of plug:

- **Uses** (``Power.uses``, ``Power.wild``, ``Power.super_``): data saying at which timing point (a play
  window, see ``game.windows``) the power or a flare half may act, in which role, whether it is mandatory
  ("use") or optional ("may use"), and how often. The windows ask ``Power.options`` for the concrete
  choices, run mandatory uses themselves, and send every use through a Cosmic Zap window (a flare
  through a Card Zap window) before ``Power.resolve`` carries it out.
- **Hooks**: methods the engine calls at fixed points (totals, setup, end of encounter, win check, ship
  losses, cards held outside hands ...). A hook is dispatched only to the powers that override it.

No phase knows an alien's name. A seat's power works while its owner has enough home colonies (R4.3)
and it has not been zapped this encounter (FAQ Z6); the parts of a power that need no "use" keep working
while zapped (FAQ Z1). Simultaneous effects run in timing order (offense, defense, then clockwise, X1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from mypy_extensions import mypyc_attr

from game import alien_texts
from game.alien_texts import Teller
from game.cards.catalog import ATTACK, flare_written
from game.config import GameConfig, unused_colours
from game.core import Events, note, order_of, timing_order
from game.moments import (
    MOMENTS,
    Aftershock,
    AnyDiscard,
    CardShown,
    CardsRevealed,
    Discarded,
    EncounterEnd,
    EncounterOver,
    ExtraShipsLost,
    Moment,
    NewHand,
    PhaseStart,
    PowerLost,
    ShipsMoved,
    TableCleared,
    ValuesChange,
    WatchedDiscard,
)
from game.piles import note_discarded, put_on_discard
from game.state import MORE_ALIENS, GameState

GREEN, YELLOW, RED = 0, 1, 2
LEVELS: Final = ("green", "yellow", "red")

# Roles a use is limited to (the power texts' "as the offense", "as a main player" ...).
ANY: Final = "any"
OFFENSE: Final = "offense"
DEFENSE: Final = "defense"
MAIN: Final = "main"
ALLY: Final = "ally"
MAIN_OR_ALLY: Final = "main_or_ally"
NOT_MAIN: Final = "not_main"
NOT_OFFENSE: Final = "not_offense"
UNINVOLVED: Final = "uninvolved"  # neither a main player nor an ally (Prophet)
ROLE_TEXT: Final = {
    ANY: "as any player",
    OFFENSE: "as the offense",
    DEFENSE: "as the defense",
    MAIN: "as a main player",
    ALLY: "as an ally",
    MAIN_OR_ALLY: "as a main player or ally",
    NOT_MAIN: "when not a main player",
    NOT_OFFENSE: "when not the offense",
    UNINVOLVED: "when neither a main player nor an ally",
}

# How often a use may be made.
PER_WINDOW: Final = "window"  # once each time its timing point comes round (the FAQ's default, X13)
PER_TURN: Final = "turn"

POWER: Final = "power"
WILD: Final = "wild"
SUPER: Final = "super"


@dataclass(frozen=True)
class Use:
    """One way a power (or one half of its flare) acts: when, in which role, must or may, how often."""

    key: str
    window: str
    role: str = ANY
    mandatory: bool = False
    per: str = PER_WINDOW
    passive: bool = False  # not a "use": no Cosmic Zap window, and it runs while zapped (FAQ Z1)
    priority: int = 0  # plays in one window resolve by priority, then timing order (Clone first, FAQ X6)
    shows: tuple[str, ...] = ()  # arguments naming cards the use puts face up when announced (FAQ Z5)
    uncancellable: bool = False  # no zap or other effect may cancel it (Symbiote Super, FAQ erratum)


@mypyc_attr(allow_interpreted_subclasses=True)  # tests define fake powers in interpreted code
class Power:
    """Base class for an alien. Every hook does nothing unless overridden."""

    name: ClassVar[str] = ""
    expansion: ClassVar[str] = "Encounter"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = ""  # the power, in our own words
    wild_text: ClassVar[str] = ""
    super_text: ClassVar[str] = ""
    # where the flare's halves come from: "card" (the printed text is known), "faq" (known in part from
    # the FAQ's rulings), "reconstructed" (rebuilt in the spirit of the power; docs/rules.md lists them)
    flare_source: ClassVar[str] = "card"
    uses: ClassVar[tuple[Use, ...]] = ()
    wild: ClassVar[tuple[Use, ...]] = ()
    super_: ClassVar[tuple[Use, ...]] = ()
    phases: ClassVar[tuple[str, ...]] = ()  # phases it acts in, for the table (derived from uses if empty)
    roles: ClassVar[str] = ""  # who it acts as, for the table (derived from uses if empty)
    setup: ClassVar[bool] = False  # has a game-setup text (carried out when it hears ``Setup``)
    hears: ClassVar[tuple[type[Moment], ...]] = ()  # the moments (game.moments) its ``hear`` acts on
    # its words, collected at registration (game.alien_texts): prompt ctx -> title, use key -> the option's
    # phrase, event kind -> its log line
    prompt_titles: ClassVar[dict[str, str]] = {}
    use_texts: ClassVar[dict[str, str]] = {}
    narration: ClassVar[dict[str, Teller]] = {}
    excludes: ClassVar[tuple[str, ...]] = ()  # "do not use with"
    keeps_power: ClassVar[bool] = False  # does not lose its power for lack of home colonies
    # tied to its player: its power cannot be zapped, lost, traded, lent, stolen or copied (Symbiote)
    bound: ClassVar[bool] = False
    rewinds: ClassVar[bool] = False  # may replay the encounter from Planning (game.rewind; Chronos)
    seconds: ClassVar[bool] = False  # keeps a second power of its own (set_borrowed; Reincarnator)
    needs_colour: ClassVar[bool] = False  # takes a player colour nobody plays at setup (Symbiote, Pygmy)

    def usable(self, config: Any) -> str | None:
        """Why this alien may not be dealt at a table with ``config`` (a ``GameConfig``), or None if it
        may (Symbiote and Pygmy need an unused player colour)."""
        if self.needs_colour and isinstance(config, GameConfig) and not unused_colours(config):
            return "it needs a player colour nobody plays"
        return None

    # --- uses -------------------------------------------------------------------------------------
    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        """The concrete choices for ``use`` right now (each a map of arguments); empty if it cannot act."""
        return []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        """Carry out a use that was not zapped. ``action`` holds the chosen arguments."""

    def on_zapped(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        """A use was cancelled by a Cosmic Zap (most powers: nothing happens)."""

    # --- moments --------------------------------------------------------------------------------------
    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        """Something happened (one of the kinds in ``hears``; ``game.moments`` says who hears each kind,
        what has happened and what may still change). ``seat``: the listening seat (-1 for a moment heard
        ``EVERYWHERE``)."""

    # --- questions and registered effects -----------------------------------------------------------
    def modify_total(self, state: GameState, seat: int, side: str, total: int, parts: dict[str, Any]) -> int:
        """Adjust a side's total in an attack-against-attack resolution; return the new total.

        ``parts`` has the side's ``value`` (card), ``ships`` ({seat: count}), ``worth`` ({seat: value
        of each ship}) and ``bonus`` (reinforcements and the like).
        """
        return total

    def adjust_total(
        self, state: GameState, seat: int, key: str, side: str, total: int, parts: dict[str, Any]
    ) -> int:
        """A total modifier this alien's power or flare registered with ``add_total_mod`` (it applies
        whether or not the alien is still in play); return the new total."""
        return total

    def ship_worth(self, state: GameState, seat: int, owner: int, purpose: str) -> int:
        """How much each of ``owner``'s ships counts for ``purpose`` (``"total"``, ``"compensation"``,
        ``"rewards"``); return 0 to leave it alone. Only asked of ``owner``'s own power."""
        return 0

    def wins(self, state: GameState, seat: int) -> bool:
        """An alternative win (Masochist, Tick-Tock); checked with the normal win."""
        return False

    def normal_victory(self, state: GameState, seat: int) -> list[int] | None:
        """The seats meeting the normal victory condition as this power rewrites it for everyone
        (Schizoid), or None to leave it alone (enough foreign colonies). Alternative wins still count."""
        return None

    def ally_sides(self, state: GameState, seat: int) -> list[str]:
        """Sides ``seat`` may join as an ally without an invitation, by this power (Parasite). Joining that
        way is a use of the power named ``"uninvited"``: it goes through a Cosmic Zap window and then
        ``resolve`` moves the ships (``action`` holds ``side`` and ``ships``)."""
        return []

    def held_cards(self, state: GameState, seat: int) -> list[int]:
        """Cosmic cards the alien keeps outside the hand (a hoard, citadels ...), for the card census."""
        return []

    def face_up_cards(self, state: GameState, seat: int) -> list[int]:
        """The part of ``held_cards`` that lies face up for everyone (citadels, a prayer's cards)."""
        return []

    def playable_cards(self, state: GameState, seat: int) -> list[int]:
        """Cards kept outside the hand that ``seat`` may play as if they were in it (Miser's hoard)."""
        return []

    def take_playable(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        """Move ``card`` (one of ``playable_cards``) into the hand: it is about to be played from there."""

    def discard_sources(self, state: GameState, seat: int) -> list[int]:
        """Cards kept outside the hand that ``seat`` may choose when a rule makes it discard from its hand
        (FAQ: a required discard may come from Miser's hoard, against Hate or Plague). A chosen card is
        moved into the hand with ``take_playable`` just before it is discarded."""
        return []

    def return_card(self, state: GameState, ev: Events, seat: int, card: int) -> None:
        """A card played from ``playable_cards`` comes back (a flare after use): put it where it came from."""
        state.hands[seat].append(card)

    def keep_on_new_hand(self, state: GameState, seat: int, hand: list[int]) -> list[int]:
        """Cards of ``hand`` that ``seat`` keeps when it discards it to draw a new hand (Vulch)."""
        return []

    def encounter_cards_wanted(self, state: GameState, seat: int) -> int:
        """The fewest encounter cards ``seat`` may hold when a rule checks whether it draws a new hand
        (1: it draws one only with none; Deuce: 2). Asked while the power is not lost (zapped or not)."""
        return 1

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        """What everyone sees on the alien's sheet (tokens, citadels ...)."""
        return {}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        """What only the alien's owner sees on its sheet (a hoard ...)."""
        return {}

    def held_ships(self, state: GameState, owner: int) -> int:
        """Ships of ``owner`` this alien's data keeps off the board (captured in a stack), wherever that
        data sits (any seat, a flare): they still belong to ``owner`` (the ship count holds)."""
        return 0

    def dealt_again(self, state: GameState, seat: int, sampled: int | None) -> None:
        """A copy of the game has had its hidden cards dealt again for ``sampled`` (a bot's sample, a
        secrecy scramble): point what this alien's data keeps of a hidden card that moved to a card now
        where it lay (Magician's face-down pair), so the copy plays on. Called for every holder."""

    def rewound(self, state: GameState, ev: Events, seat: int) -> None:
        """The encounter is replayed from Planning (Chronos): put away what this power laid on the table
        since then that is no played card (Chosen's prayer). Asked while the power is not lost."""

    def owners_swapped(self, state: GameState, a: int, b: int) -> None:
        """Seats ``a`` and ``b`` traded places and ships (Schizoid Wild): the ships of ``a`` this alien's
        data keeps (``held_ships``) are now ``b``'s, and the other way round."""

    def token_ships(self, state: GameState, owner: int, planet: int) -> int:
        """Pseudo-ships of ``owner`` on ``planet`` this alien's data keeps, wherever it sits (horde
        tokens): they defend with ``owner``'s ships there (its side's total)."""
        return 0

    def pins_ships(self, state: GameState, seat: int, owner: int, planet: int) -> bool:
        """Ships of ``owner`` on ``planet`` may not leave it by a move their owner chooses (a launch, an
        alliance): they stay (Gorgon). Asked only while ``seat``'s power works."""
        return False

    def capture_ships(
        self, state: GameState, ev: Events, holder: int, key: str, owner: int, sources: list[list[Any]]
    ) -> bool:
        """Losing ships of ``owner`` from ``sources`` are about to go to the warp while
        ``mods.capture`` names this alien: take them instead and return True (False: they go on)."""
        return False

    def forget(self, state: GameState, seat: int) -> None:
        """A copy of the game is being dealt again for another seat (a bot's sample, a secrecy scramble):
        drop what the alien keeps of other players' hidden cards (what it was shown), which that seat may
        not know and the new deal would contradict. Cards it holds stay (they are counted)."""


POWERS: Final[dict[str, Power]] = {}
_REGISTERED: Final = [0]  # powers registered so far (``registry_stamp``)
REWINDERS: Final[set[str]] = set()  # aliens that may replay an encounter from Planning (Power.rewinds)
OVERRIDES: Final[dict[str, frozenset[str]]] = {}  # hook name -> aliens overriding it
_HOOKS: Final = (
    "modify_total",
    "ship_worth",
    "wins",
    "normal_victory",
    "ally_sides",
    "held_cards",
    "face_up_cards",
    "playable_cards",
    "discard_sources",
    "keep_on_new_hand",
    "encounter_cards_wanted",
    "public_info",
    "private_info",
    "forget",
    "held_ships",
    "pins_ships",
    "token_ships",
    "owners_swapped",
    "rewound",
    "dealt_again",
)
LISTENERS: Final[dict[type[Moment], frozenset[str]]] = {}  # moment kind -> aliens hearing it (Power.hears)
# moment kind -> its listeners in name order: the EVERYWHERE moments, heard at every ship move and discard,
# go through them without sorting
HEARING: Final[dict[type[Moment], tuple[str, ...]]] = {}


def use_of(power: Power, half: str, key: str) -> Use | None:
    """The ``Use`` of ``power`` named ``key`` in ``half`` (``POWER``, ``WILD`` or ``SUPER``)."""
    uses = power.uses if half == POWER else power.super_ if half == SUPER else power.wild
    return next((u for u in uses if u.key == key), None)


def clash(a: str, b: str, config: GameConfig | None = None) -> bool:
    """May these two aliens not be in the same game ("do not use with", either way round; or, at a table
    with ``config``, both would take the one player colour nobody plays: ``colour_clash``)?"""
    return b in POWERS[a].excludes or a in POWERS[b].excludes or colour_clash(a, b, config)


def colour_clash(a: str, b: str, config: GameConfig | None) -> bool:
    """Would ``a`` and ``b`` both take a player colour nobody plays when fewer than two are left (Pygmy's
    planets, Symbiote's ships)? Our reading: no rule covers it; the later seat's alien leaves as for a
    "do not use with"."""
    if config is None or a == b:
        return False
    both = POWERS[a].needs_colour and POWERS[b].needs_colour
    return both and len(unused_colours(config)) < 2


def registry_stamp() -> tuple[int, int]:
    """Changes whenever ``POWERS`` does (a registration, or a power set in or taken out by hand): what a
    cache of facts about the registered powers checks."""
    return _REGISTERED[0], len(POWERS)


def register(cls: type[Power]) -> type[Power]:
    """Make a power available under its ``name``: ``register(MyAlien)`` on the line after the class (not
    a class decorator, which mypyc refuses on the compiled classes). Powers are kept in the order of
    registration."""
    if not cls.name:
        raise ValueError("a power needs a name")
    if bool(cls.hears) != (cls.hear is not Power.hear):
        raise ValueError(f"{cls.name}: override hear() exactly when it hears moments (Power.hears)")
    alien_texts.add(cls.name, cls.prompt_titles, cls.use_texts, cls.narration)
    POWERS[cls.name] = cls()
    _REGISTERED[0] += 1
    flare_written(cls.name)
    if cls.rewinds:
        REWINDERS.add(cls.name)
    for hook in _HOOKS:
        names = set(OVERRIDES.get(hook, frozenset()))
        names.discard(cls.name)
        if getattr(cls, hook) is not getattr(Power, hook):
            names.add(cls.name)
        OVERRIDES[hook] = frozenset(names)
    for kind in MOMENTS:
        names = set(LISTENERS.get(kind, frozenset()))
        names.discard(cls.name)
        if kind in cls.hears:
            names.add(cls.name)
        LISTENERS[kind] = frozenset(names)
        HEARING[kind] = tuple(sorted(names))
    return cls


# --- who may act ----------------------------------------------------------------------------------------


def is_main(state: GameState, seat: int) -> bool:
    """The offense or the defense."""
    return seat == state.offense or seat == state.enc.defense


def is_ally(state: GameState, seat: int) -> bool:
    """An offensive or defensive ally right now."""
    enc = state.enc
    return bool((enc.off_allies | enc.def_allies) >> seat & 1)


def side_of(state: GameState, seat: int) -> str:
    """``"offense"``, ``"defense"`` or ``""`` for a seat outside the encounter."""
    enc = state.enc
    if seat == state.offense:
        return "offense"
    if seat == enc.defense:  # a main player's side even while it also allies against itself (Lunatic)
        return "defense"
    if enc.off_allies >> seat & 1:
        return "offense"
    if enc.def_allies >> seat & 1:
        return "defense"
    return ""


def opponent(state: GameState, seat: int) -> int:
    """The other main player (-1 if ``seat`` is not a main player or there is no defense yet)."""
    if seat == state.offense:
        return state.enc.defense
    if seat == state.enc.defense:
        return state.offense
    return -1


def attack_side(state: GameState, seat: int) -> str:
    """The seat's side if that side's card counts as an attack now, else ``""``."""
    side = side_of(state, seat)
    kind = state.enc.off_kind if side == "offense" else state.enc.def_kind if side == "defense" else ""
    return side if kind == ATTACK else ""


def main_ships(state: GameState, seat: int) -> int:
    """A main player's own ships in the encounter: the offense's in the gate, the defense's on the target."""
    if seat == state.offense:
        return state.gate[seat]
    return state.ships[state.enc.target * state.n + seat] if state.enc.target >= 0 else 0


def main_of(state: GameState, side: str) -> int:
    """The main player of a side."""
    return state.offense if side == "offense" else state.enc.defense


def has_role(state: GameState, seat: int, role: str) -> bool:
    """Does ``seat`` hold ``role`` right now?"""
    if role == ANY:
        return True
    if role == OFFENSE:
        return seat == state.offense
    if role == DEFENSE:
        return seat == state.enc.defense
    if role == MAIN:
        return is_main(state, seat)
    if role == ALLY:
        return is_ally(state, seat)
    if role == MAIN_OR_ALLY:
        return is_main(state, seat) or is_ally(state, seat)
    if role == NOT_MAIN:
        return not is_main(state, seat)
    if role == NOT_OFFENSE:
        return seat != state.offense
    if role == UNINVOLVED:
        return not is_main(state, seat) and not is_ally(state, seat)
    raise ValueError(f"unknown role {role!r}")


BORROWED: Final = (
    "borrowed"  # state.extra key: {str(seat): alien}, a second power a seat holds (Reincarnator)
)


def borrowed(state: GameState, seat: int) -> str | None:
    """The second power ``seat`` holds besides its own alien, if any."""
    table = state.extra.get(BORROWED)
    return table.get(str(seat)) if table else None


def set_borrowed(state: GameState, seat: int, alien: str | None) -> None:
    """Give ``seat`` a second power (None takes it away). It works exactly while the seat's own does."""
    table = state.extra.setdefault(BORROWED, {})
    if alien is None:
        table.pop(str(seat), None)
    else:
        table[str(seat)] = alien


# state.extra key, only at a table of the Multiple Powers variant (GameConfig.powers > 1): [[alien, ...]
# per seat], the aliens each seat owns for good besides its first one (``state.aliens``)
MORE: Final = MORE_ALIENS


def more_aliens(state: GameState, seat: int) -> list[str]:
    """``seat``'s further aliens of the Multiple Powers variant (empty at any other table)."""
    table = state.extra.get(MORE)
    return list(table[seat]) if table else []


def own_aliens(state: GameState, seat: int) -> list[str]:
    """Every alien ``seat`` owns for good: ``own_alien``, then its further ones (Multiple Powers)."""
    name = own_alien(state, seat)
    out = [name] if name is not None else []
    if MORE in state.extra:
        out.extend(state.extra[MORE][seat])
    return out


def owns(state: GameState, seat: int, alien: str) -> bool:
    """Is ``alien`` one of ``seat``'s own aliens (``own_aliens``)?"""
    return own_alien(state, seat) == alien or (MORE in state.extra and alien in state.extra[MORE][seat])


def owner_of(state: GameState, alien: str) -> int:
    """The seat that owns ``alien`` for good (-1: nobody plays it)."""
    for s in range(state.n):
        if owns(state, s, alien):
            return s
    return -1


def powers_of(state: GameState, seat: int) -> list[str]:
    """The aliens whose powers ``seat`` holds: its own, its further ones (Multiple Powers), then a
    borrowed one."""
    name = state.aliens[seat]
    out = [name] if name is not None else []
    table = state.extra
    if MORE in table:
        out.extend(table[MORE][seat])
    extra = borrowed(state, seat) if BORROWED in table else None
    if extra is not None and extra not in out:
        out.append(extra)
    return out


def bound(state: GameState, seat: int) -> bool:
    """Is ``seat``'s own alien tied to its player (``Power.bound``): no effect may trade, lend, replace,
    steal or copy it (Symbiote)? At a Multiple Powers table every seat's sheets are: the effects that
    move one sheet between players are written for a player with one (docs/rules.md)."""
    name = own_alien(state, seat)
    if name is not None and MORE in state.extra:
        return True
    return name is not None and name in POWERS and POWERS[name].bound


def has_power(state: GameState, seat: int, alien: str | None = None) -> bool:
    """The seat has an alien whose power is not lost (zapped or not); ``alien``: that one of the seat's
    powers (all are lost together, but an alien that keeps its power keeps it alone)."""
    name = state.aliens[seat]
    if alien is not None and alien != name and MORE in state.extra and alien in state.extra[MORE][seat]:
        name = alien
    if name is None or name not in POWERS:
        return False
    return state.power_on[seat] or POWERS[name].keeps_power


def zapped(state: GameState, seat: int, alien: str | None = None) -> bool:
    """Was the seat's power (``alien``: that one of its powers) Cosmic Zapped this encounter? At a Multiple
    Powers table a zap stops only the alien it hit (``zap``)."""
    if not state.enc.zapped >> seat & 1:
        return False
    if MORE not in state.extra:
        return True
    name = alien if alien is not None else state.aliens[seat]
    return name in (state.enc.mods.zapped_aliens or {}).get(str(seat), ())


def zap(state: GameState, seat: int, alien: str) -> None:
    """A Cosmic Zap stops ``seat``'s power (at a Multiple Powers table: its alien ``alien``) for the rest
    of the encounter (FAQ Z6)."""
    state.enc.zapped |= 1 << seat
    if MORE in state.extra:
        if state.enc.mods.zapped_aliens is None:
            state.enc.mods.zapped_aliens = {}
        state.enc.mods.zapped_aliens.setdefault(str(seat), []).append(alien)


def works(state: GameState, seat: int, alien: str | None = None) -> bool:
    """The seat's power (``alien``: that one of its powers) can be used now: not lost and not zapped this
    encounter."""
    if not has_power(state, seat, alien):
        return False
    return not state.enc.zapped >> seat & 1 or not zapped(state, seat, alien)


def power_of(state: GameState, seat: int) -> Power | None:
    """The seat's working power, if any."""
    return POWERS[state.aliens[seat]] if works(state, seat) else None  # type: ignore[index]


def seats_with(state: GameState, alien: str) -> list[int]:
    """Seats playing ``alien`` with a working power."""
    return [s for s in range(state.n) if alien in powers_of(state, s) and works(state, s, alien)]


def use_key(window: str, target: int, seat: int, alien: str, key: str) -> str:
    """The record that a use was made (once per window occurrence)."""
    return f"{window}:{target}/{seat}/{alien}/{key}"


def already_used(
    state: GameState, seat: int, alien: str, use: Use, target: int, window: str | None = None
) -> bool:
    """Has this use been made at this occurrence of its window (or this turn, for once-a-turn uses)?
    ``window``: the window open now (an any-time use's record names it)."""
    key = use_key(window or use.window, target, seat, alien, use.key)
    if use.per == PER_TURN:
        return f"{seat}/{alien}/{use.key}" in state.turn_used
    return key in state.enc.used


def mark_used(
    state: GameState, seat: int, alien: str, use: Use, target: int, window: str | None = None
) -> None:
    """Record that a use was made (``window``: the window open now, for an any-time use)."""
    if use.per == PER_TURN:
        state.turn_used.append(f"{seat}/{alien}/{use.key}")
    else:
        state.enc.used.append(use_key(window or use.window, target, seat, alien, use.key))


# --- hook dispatch --------------------------------------------------------------------------------------


def held_among(state: GameState, names: frozenset[str]) -> list[str]:
    """The aliens of ``names`` some seat holds (as its alien, a further one at a Multiple Powers table, or a
    borrowed second power), each once, in seat order: one pass for several tests against parts of
    ``names``."""
    out: list[str] = []
    for alien in state.aliens:
        if alien is not None and alien in names and alien not in out:
            out.append(alien)
    extra = state.extra
    if not extra:
        return out
    table: dict[str, str] | None = extra.get(BORROWED)
    if table is not None:
        for borrowed in table.values():
            if borrowed in names and borrowed not in out:
                out.append(borrowed)
    more: list[list[str]] | None = extra.get(MORE)
    if more is not None:
        for aliens in more:
            for alien in aliens:
                if alien in names and alien not in out:
                    out.append(alien)
    return out


def held_by_anyone(state: GameState, names: frozenset[str]) -> bool:
    """Does a seat hold one of ``names``: its alien, a further one (Multiple Powers) or a borrowed second
    power? (A quick test: whether that power can act is for the caller to check seat by seat.)"""
    return bool(held_among(state, names))


def _with(state: GameState, hook: str, passive: bool = False) -> list[tuple[int, Power]]:
    """Seats (timing order) whose power overrides ``hook`` and can act: working, or merely not lost
    when ``passive`` (parts of a power that need no use still work while zapped, FAQ Z1)."""
    return _seats_with(state, OVERRIDES.get(hook), passive)


def _seats_with(
    state: GameState, names: frozenset[str] | None, passive: bool = False
) -> list[tuple[int, Power]]:
    """Seats (timing order) with one of ``names`` that can act: working, or not lost when ``passive``."""
    if not names or not state.any_alien or not held_by_anyone(state, names):
        return []
    out = []
    for seat in order_of(state):
        for name in powers_of(state, seat):
            if name in names and (has_power(state, seat, name) if passive else works(state, seat, name)):
                out.append((seat, POWERS[name]))
    return out


def phase_start(state: GameState, ev: Events, phase: str) -> None:
    """Run every working power's phase-start hook."""
    state.phase = phase
    heard = _seats_with(state, LISTENERS.get(PhaseStart))
    if heard:
        moment = PhaseStart(phase)
        for seat, power in heard:
            power.hear(state, ev, seat, moment)


def add_total_mod(state: GameState, alien: str, seat: int, key: str) -> None:
    """Register a lasting change to the totals of this encounter, made by a use of ``alien``'s power or
    flare by ``seat``; ``Power.adjust_total`` applies it, in the order the uses were made."""
    if state.enc.mods.total_mods is None:
        state.enc.mods.total_mods = []
    state.enc.mods.total_mods.append([alien, seat, key])


def at_encounter_end(state: GameState, alien: str, seat: int, key: str) -> None:
    """Have ``alien`` (for ``seat``) hear ``EncounterOver(key)`` once this encounter is over, whatever becomes
    of the power meanwhile (cards set aside for the encounter go back: Merchant's hired ships)."""
    if state.enc.mods.end_calls is None:
        state.enc.mods.end_calls = []
    state.enc.mods.end_calls.append([alien, seat, key])


def add_value_mod(state: GameState, alien: str, seat: int, key: str) -> None:
    """Register a change to the encounter cards' values, declared before the reveal by ``seat`` with
    ``alien``'s power or flare; it hears ``ValuesChange(key)`` at the reveal and carries it out."""
    if state.enc.mods.value_mods is None:
        state.enc.mods.value_mods = []
    state.enc.mods.value_mods.append([alien, seat, key])


def apply_value_mods(state: GameState, ev: Events) -> None:
    """Carry out the value changes declared before the reveal, in the order they were declared."""
    for alien, seat, key in state.enc.mods.value_mods or ():
        POWERS[alien].hear(state, ev, seat, ValuesChange(key))


TotalFn = Callable[[GameState, str, int, dict[str, Any]], int]
TECH_TOTALS: Final[
    list[TotalFn]
] = []  # lasting techs' changes to a side's total, fn(state, side, total, parts)
# lasting techs' tokens riding on ships: fn(state, events, seat, src, dst, count), after each move
TECH_MOVES: Final[list[Callable[[GameState, Events, int, Any, Any, int], None]]] = []


def side_total(state: GameState, side: str, total: int, parts: dict[str, Any]) -> int:
    """Apply the totals modifiers registered this encounter, then working powers' passive adjustments,
    then the lasting techs' (the Technology variant: ``TECH_TOTALS``)."""
    for alien, seat, key in state.enc.mods.total_mods or ():
        total = POWERS[alien].adjust_total(state, seat, key, side, total, parts)
    for seat, power in _with(state, "modify_total"):
        total = power.modify_total(state, seat, side, total, parts)
    if state.techs_done:
        for fn in TECH_TOTALS:
            total = fn(state, side, total, parts)
    return total


def ship_worth(state: GameState, owner: int, purpose: str) -> int:
    """What each of ``owner``'s ships is worth for ``purpose`` (1 unless its power says otherwise)."""
    names = OVERRIDES.get("ship_worth", frozenset())
    for name in powers_of(state, owner):
        if name in names and works(state, owner, name):
            return POWERS[name].ship_worth(state, owner, owner, purpose) or 1
    return 1


def encounter_end(state: GameState, ev: Events) -> None:
    """Run every power's end-of-encounter hook (also while zapped: e.g. Warrior still earns, FAQ Z1);
    then powers lent for the encounter go back to their owners."""
    heard = _seats_with(state, LISTENERS.get(EncounterEnd), passive=True)
    if heard:
        moment = EncounterEnd()
        for seat, power in heard:
            power.hear(state, ev, seat, moment)
    for alien, seat, key in state.enc.mods.end_calls or ():
        POWERS[alien].hear(state, ev, seat, EncounterOver(key))
    if LOANS in state.extra:
        end_loans(state, ev)


LOANS: Final = "loans"
# state.extra key: [[lender, borrower, lent alien, borrower's own alien, its set-aside second power], ...]
REMOVED_CARDS = "removed_cards"  # state.extra key: cards a power took out of the game (game.metamorphosis)


def move_alien_data(state: GameState, alien: str, src: int, dst: int) -> None:
    """Move ``alien``'s lasting data (``state.extra`` keys ``"Alien/seat"`` and ``"Alien/seat/..."``) from
    seat ``src`` to seat ``dst``: its tokens, hoard ... go with the power."""
    old, new = f"{alien}/{src}", f"{alien}/{dst}"
    for key in [k for k in state.extra if k == old or k.startswith(old + "/")]:
        state.extra[new + key[len(old) :]] = state.extra.pop(key)


def _take_second(state: GameState, seat: int) -> str | None:
    """Take away ``seat``'s second power (it belongs to the seat's alien and goes where that alien goes)."""
    table = state.extra.get(BORROWED)
    return table.pop(str(seat), None) if table else None


def _loan_of(state: GameState, seat: int, role: int) -> list[Any] | None:
    """The loan in which ``seat`` is the lender (``role`` 0) or the borrower (``role`` 1), if any."""
    for loan in state.extra.get(LOANS, ()):
        if loan[role] == seat:
            return loan  # type: ignore[no-any-return]
    return None


def lend_power(state: GameState, ev: Events, lender: int, borrower: int) -> None:
    """``lender``'s alien (with its data and its second power) replaces ``borrower``'s for the rest of the
    encounter; the borrower's own alien is set aside with its second power; the lender has no power
    meanwhile (Philanthropist Wild)."""
    lent, own = state.aliens[lender], state.aliens[borrower]
    if lent is None:
        return
    own_second = _take_second(state, borrower)
    lent_second = _take_second(state, lender)
    state.extra.setdefault(LOANS, []).append([lender, borrower, lent, own, own_second])
    move_alien_data(state, lent, lender, borrower)  # the borrower's own data stays (keys name the alien)
    if lent_second is not None:
        set_borrowed(state, borrower, lent_second)
    state.aliens[borrower], state.aliens[lender] = lent, None
    note(ev, "power_lent", seat=lender, player=borrower, alien=lent)


def on_loan(state: GameState, seat: int) -> bool:
    """Does ``seat`` hold a power lent to it (FAQ F5: it may use that alien's Wild, not its Super)?"""
    return _loan_of(state, seat, 1) is not None if LOANS in state.extra else False


def lends(state: GameState, seat: int) -> bool:
    """Is ``seat``'s power lent to another seat this encounter?"""
    return _loan_of(state, seat, 0) is not None if LOANS in state.extra else False


def own_alien(state: GameState, seat: int) -> str | None:
    """The alien ``seat`` owns for good: the one it holds, or, during a loan, the one it lent or the one
    it set aside to borrow another."""
    if LOANS in state.extra:
        loan = _loan_of(state, seat, 0)
        if loan is not None:
            return loan[2]  # type: ignore[no-any-return]
        loan = _loan_of(state, seat, 1)
        if loan is not None:
            return loan[3]  # type: ignore[no-any-return]
    return state.aliens[seat]


def _own_second(state: GameState, seat: int) -> str | None:
    """The second power that goes with ``seat``'s own alien (set aside while it borrows another)."""
    loan = _loan_of(state, seat, 1) if LOANS in state.extra else None
    if loan is None:
        return borrowed(state, seat)
    second: str | None = loan[4] if len(loan) > 4 else None
    return second


def _set_own(state: GameState, seat: int, alien: str | None, second: str | None) -> None:
    """``seat`` owns ``alien`` (with ``second``) for good; a borrower gets it when its loan ends."""
    loan = _loan_of(state, seat, 1) if LOANS in state.extra else None
    if loan is not None:
        loan[3:] = [alien, second]
        return
    state.aliens[seat] = alien
    if second is not None or borrowed(state, seat) is not None:
        set_borrowed(state, seat, second)


def replace_alien(state: GameState, seat: int, alien: str) -> None:
    """``seat``'s own alien is replaced for good by ``alien`` (Reincarnator Wild). A seat borrowing a power
    keeps it for the encounter and gets ``alien`` back in place of the one it had set aside."""
    _set_own(state, seat, alien, None)


def trade_aliens(state: GameState, a: int, b: int) -> None:
    """Seats ``a`` and ``b`` trade their own aliens for good, each with its data and second power
    (Sorcerer Wild). A borrower keeps the power lent to it for the encounter and gets the traded one
    when the loan ends; the callers do not trade a power that is out on loan (``lends``)."""
    alien_a, alien_b = own_alien(state, a), own_alien(state, b)
    second_a, second_b = _own_second(state, a), _own_second(state, b)
    if alien_a is not None:
        move_alien_data(state, alien_a, a, b)
    if alien_b is not None:
        move_alien_data(state, alien_b, b, a)
    _set_own(state, a, alien_b, second_b)
    _set_own(state, b, alien_a, second_a)


def aliens_in_play(state: GameState) -> set[str]:
    """Every alien some seat holds, lends, has set aside during a loan, or holds as a second power."""
    out = {a for a in state.aliens if a is not None}
    out |= {a for a in state.extra.get(BORROWED, {}).values() if a is not None}
    out |= {a for more in state.extra.get(MORE, ()) for a in more}
    for loan in state.extra.get(LOANS, ()):
        out |= {a for a in loan[2:] if a is not None}
    return out


def power_lost(state: GameState, ev: Events, seat: int) -> None:
    """``seat`` just lost its power: its own aliens hear it (``PowerLost``, also while set aside)."""
    names = LISTENERS.get(PowerLost, frozenset())
    for name in own_aliens(state, seat):
        if name in names:
            POWERS[name].hear(state, ev, seat, PowerLost())


def end_loan(state: GameState, ev: Events, borrower: int) -> None:
    """End now the loan in which ``borrower`` holds another's power (it goes back as at the encounter's
    end: Plant losing its own power gives a grafted power back at once)."""
    loans = state.extra.get(LOANS, [])
    loan = _loan_of(state, borrower, 1) if loans else None
    if loan is None:
        return
    loans.remove(loan)
    if not loans:
        del state.extra[LOANS]
    _end_loan(state, ev, loan)


def end_loans(state: GameState, ev: Events) -> None:
    """Give every lent power back (latest loan first) with its data and second power; each borrower takes
    back its own alien (the one it set aside, or the one a trade or replacement gave it meanwhile)."""
    for loan in reversed(state.extra.pop(LOANS, [])):
        _end_loan(state, ev, loan)


def _end_loan(state: GameState, ev: Events, loan: list[Any]) -> None:
    """Give one lent power back (see ``end_loans``)."""
    lender, borrower, lent, own = loan[:4]
    own_second = loan[4] if len(loan) > 4 else None
    if state.aliens[borrower] != lent or state.aliens[lender] is not None:
        # an effect that does not know loans moved these aliens meanwhile: the loan just ends
        if own is not None and own in OVERRIDES.get("held_cards", ()):
            held = POWERS[own].held_cards(state, borrower)  # the set-aside power is lost with it
            if held:
                note_discarded(ev, borrower, held, put_on_discard(state, held))
        note(ev, "loan_void", seat=lender, player=borrower, alien=lent)
        return
    lent_second = _take_second(state, borrower)
    move_alien_data(state, lent, borrower, lender)
    if lent_second is not None:
        set_borrowed(state, lender, lent_second)
    if own_second is not None:
        set_borrowed(state, borrower, own_second)
    state.aliens[lender], state.aliens[borrower] = lent, own
    note(ev, "power_returned", seat=lender, player=borrower, alien=lent)


def normal_winners(state: GameState) -> list[int] | None:
    """The seats meeting the normal victory condition as a power rewrites it (``Power.normal_victory``,
    Schizoid, while its power is not lost), or None when no power rewrites it."""
    for seat, power in _with(state, "normal_victory", passive=True):
        rewritten = power.normal_victory(state, seat)
        if rewritten is not None:
            return rewritten
    return None


def alternative_winners(state: GameState) -> list[int]:
    """Seats that meet their alien's own win condition."""
    return [seat for seat, power in _with(state, "wins", passive=True) if power.wins(state, seat)]


def public_info(state: GameState, seat: int) -> dict[str, Any]:
    """The public part of a seat's alien sheet."""
    out: dict[str, Any] = {}
    for name in powers_of(state, seat):
        if name in OVERRIDES.get("public_info", ()):
            out.update(POWERS[name].public_info(state, seat))
    return out


def dealt_again(state: GameState, sampled: int | None) -> None:
    """Hidden cards were dealt again in this copy for ``sampled``: each alien in play puts its records of
    hidden cards right (``Power.dealt_again``)."""
    names = OVERRIDES.get("dealt_again", frozenset())
    if not names:
        return
    for s in range(state.n):
        for name in powers_of(state, s):
            if name in names:
                POWERS[name].dealt_again(state, s, sampled)


def forget_others(state: GameState, seat: int | None) -> None:
    """Every alien but ``seat``'s drops what it was shown of hidden cards (``Power.forget``): the state is a
    copy dealt again for ``seat`` (None: for a spectator)."""
    names = OVERRIDES.get("forget", frozenset())
    if not names:
        return
    for s in range(state.n):
        if s != seat:
            for name in powers_of(state, s):
                if name in names:
                    POWERS[name].forget(state, s)


def private_info(state: GameState, seat: int) -> dict[str, Any]:
    """The part of a seat's alien sheet only its owner sees."""
    out: dict[str, Any] = {}
    for name in powers_of(state, seat):
        if name in OVERRIDES.get("private_info", ()):
            out.update(POWERS[name].private_info(state, seat))
    return out


def held_cards(state: GameState) -> list[int]:
    """Every card aliens hold outside hands (for the card census)."""
    out: list[int] = []
    names = OVERRIDES.get("held_cards", frozenset())
    for seat in range(state.n):
        for name in powers_of(state, seat):
            if name in names:
                out.extend(POWERS[name].held_cards(state, seat))
    for loan in state.extra.get(LOANS, ()):  # a power set aside while another is borrowed
        for own in loan[3:5]:
            if own in names:
                out.extend(POWERS[own].held_cards(state, loan[1]))
    return out


def face_up_cards(state: GameState) -> list[int]:
    """Every card aliens keep face up outside hands (``Power.face_up_cards``): the table sees them."""
    out: list[int] = []
    names = OVERRIDES.get("face_up_cards", frozenset())
    if not names or not state.any_alien:
        return out
    for seat in range(state.n):
        for name in powers_of(state, seat):
            if name in names:
                out.extend(POWERS[name].face_up_cards(state, seat))
    return out


def _outside_cards(state: GameState, seat: int, hook: str) -> list[tuple[str, int]]:
    """``(alien, card)`` for the cards ``hook`` of ``seat``'s working powers names."""
    names = OVERRIDES.get(hook)
    if not names or not state.any_alien:
        return []
    mine = [name for name in powers_of(state, seat) if name in names]
    # at a Multiple Powers table each alien works on its own: asked alien by alien below
    if not mine or not (works(state, seat) or MORE in state.extra):
        return []
    return [
        (name, c)
        for name in mine
        if works(state, seat, name)
        for c in getattr(POWERS[name], hook)(state, seat)
    ]


def playable_cards(state: GameState, seat: int) -> list[tuple[str, int]]:
    """``(alien, card)``: cards outside the hand that ``seat``'s working powers let it play as if in hand."""
    return _outside_cards(state, seat, "playable_cards")


def discard_sources(state: GameState, seat: int) -> list[tuple[str, int]]:
    """``(alien, card)``: cards outside the hand that ``seat``'s working powers let it choose for a forced
    discard, as if they were in its hand. They are secret: offer them only in ``seat``'s own prompts."""
    return _outside_cards(state, seat, "discard_sources")


def take_for_discard(state: GameState, ev: Events, seat: int, cards: list[int]) -> None:
    """Bring the chosen ``cards`` that are not in ``seat``'s hand into it from their ``discard_sources``
    (each power's ``take_playable``), so that the discard then goes on as one from the hand."""
    hand = state.hands[seat]
    missing = [c for c in cards if c not in hand]
    if not missing:
        return
    sources = dict((c, name) for name, c in discard_sources(state, seat))
    for c in missing:
        if c in sources:
            POWERS[sources[c]].take_playable(state, ev, seat, c)


def keep_on_new_hand(state: GameState, seat: int, hand: list[int]) -> list[int]:
    """Cards of ``hand`` that ``seat`` keeps through a new hand: its powers' and ``extra["new_hand_keep"]``
    (``{str(seat): [cards]}``, set aside by a flare until the seat's next new hand)."""
    kept: list[int] = []
    marked = state.extra.get("new_hand_keep", {}).pop(str(seat), None)
    if marked:
        kept.extend(c for c in marked if c in hand)
    for s, power in _with(state, "keep_on_new_hand"):
        if s == seat:
            kept.extend(c for c in power.keep_on_new_hand(state, seat, hand) if c in hand and c not in kept)
    return kept


def any_discard(state: GameState, ev: Events, cards: list[int], by: int) -> None:
    """Cards went to the discard pile: working powers that take discards act, in timing order."""
    heard = _seats_with(state, LISTENERS.get(Discarded))
    if heard:
        moment = Discarded(cards, by)
        for seat, power in heard:
            power.hear(state, ev, seat, moment)


def card_shown(state: GameState, ev: Events, seat: int, card: int, how: str) -> None:
    """``seat`` played ``card`` face up or turned it face up (``how``: ``played``, ``revealed``): working
    powers that react to a card's printed face hear it, in timing order (The Claw)."""
    heard = _seats_with(state, LISTENERS.get(CardShown))
    if heard and card >= 0:
        moment = CardShown(seat, card, how)
        for listener, power in heard:
            power.hear(state, ev, listener, moment)


def _holding(state: GameState, names: frozenset[str] | None) -> list[tuple[int, Power]]:
    """Seats (timing order) holding one of ``names``, its power working or not."""
    if not names or not state.any_alien or not held_by_anyone(state, names):
        return []
    return [(s, POWERS[n]) for s in order_of(state) for n in powers_of(state, s) if n in names]


def reveal(state: GameState, ev: Events) -> None:
    """The encounter cards just turned over: aliens with cards set aside face down turn them too."""
    for seat, power in _holding(state, LISTENERS.get(CardsRevealed)):
        power.hear(state, ev, seat, CardsRevealed())


def clear_table(state: GameState, ev: Events) -> None:
    """The encounter's cards are about to be discarded: aliens put away the cards they played aside."""
    for seat, power in _holding(state, LISTENERS.get(TableCleared)):
        power.hear(state, ev, seat, TableCleared())


def encounter_cards_wanted(state: GameState, seat: int) -> int:
    """The fewest encounter cards ``seat`` may hold without drawing a new hand (1 unless a power that is
    not lost says more: Deuce)."""
    names = OVERRIDES.get("encounter_cards_wanted")
    if not names or not state.any_alien or not (has_power(state, seat) or MORE in state.extra):
        return 1
    return max(
        [
            1,
            *(
                POWERS[n].encounter_cards_wanted(state, seat)
                for n in powers_of(state, seat)
                if n in names and has_power(state, seat, n)
            ),
        ]
    )


def aftershock(state: GameState, ev: Events, dealt: bool) -> None:
    """Tell every alien (its power lost, zapped or not) about a Cosmic Aftershock, before and after the
    deal (FAQ Q2)."""
    names = LISTENERS.get(Aftershock, frozenset())
    for seat in timing_order(state):
        for name in powers_of(state, seat):
            if name in names:
                POWERS[name].hear(state, ev, seat, Aftershock(dealt))


def ally_sides(state: GameState, seat: int) -> list[tuple[str, str]]:
    """``(side, alien)`` pairs: sides a working power lets ``seat`` join without an invitation."""
    if not state.any_alien or not (works(state, seat) or MORE in state.extra):
        return []
    names = OVERRIDES.get("ally_sides", frozenset())
    return [
        (side, name)
        for name in powers_of(state, seat)
        if name in names and works(state, seat, name)
        for side in POWERS[name].ally_sides(state, seat)
    ]


def held_ships(state: GameState, owner: int) -> int:
    """Ships of ``owner`` that aliens keep off the board (captured), for the ship count."""
    names = OVERRIDES.get("held_ships")
    if not names or not state.extra:  # captures live there; a flare may capture at a table without aliens
        return 0
    return sum(POWERS[name].held_ships(state, owner) for name in sorted(names))


def rewound(state: GameState, ev: Events) -> None:
    """The encounter is being replayed from Planning: each power puts away what it laid on the table since
    (``Power.rewound``)."""
    for seat, power in _with(state, "rewound", passive=True):
        power.rewound(state, ev, seat)


def owners_swapped(state: GameState, a: int, b: int) -> None:
    """Seats ``a`` and ``b`` traded places and ships: the aliens keeping ships off the board swap their
    owners (``Power.owners_swapped``)."""
    for name in sorted(OVERRIDES.get("owners_swapped", ())):
        POWERS[name].owners_swapped(state, a, b)


def token_ships(state: GameState, owner: int, planet: int) -> int:
    """Pseudo-ships of ``owner`` on ``planet`` (``Power.token_ships``: horde tokens), counted with its
    ships defending there."""
    names = OVERRIDES.get("token_ships")
    if not names or not state.extra:
        return 0
    return sum(POWERS[name].token_ships(state, owner, planet) for name in sorted(names))


def free_sources(state: GameState, owner: int, sources: list[list[Any]]) -> list[list[Any]]:
    """``sources`` (``[[location, count], ...]``) less the planets whose ships ``owner`` may not move off
    by its own choice: a power pins them (``Power.pins_ships``) or a flare froze the planet
    (``mods.frozen_planets``). ``sources`` itself when nothing pins anything."""
    frozen = state.enc.mods.frozen_planets
    pinning = _with(state, "pins_ships") if state.any_alien else []
    if not frozen and not pinning:
        return sources
    return [
        pc
        for pc in sources
        if not isinstance(pc[0], int)
        or not (pc[0] in (frozen or ()) or any(p.pins_ships(state, s, owner, pc[0]) for s, p in pinning))
    ]


def ships_moved(state: GameState, ev: Events, seat: int, src: int | str, dst: int | str, count: int) -> None:
    """Tell the aliens that follow ship movements (they hear ``ShipsMoved``) that ships moved."""
    moment = ShipsMoved(seat, src, dst, count)
    for name in HEARING.get(ShipsMoved, ()):
        POWERS[name].hear(state, ev, -1, moment)


def extra_lost(state: GameState, ev: Events, seat: int, count: int, kind: str, by: int) -> None:
    """``seat`` lost ``count`` of its extra ships in the encounter: tell the aliens keeping them
    (they hear ``ExtraShipsLost``: Merchant's hired ships)."""
    moment = ExtraShipsLost(seat, count, kind, by)
    for name in HEARING.get(ExtraShipsLost, ()):
        POWERS[name].hear(state, ev, -1, moment)


def new_hand(state: GameState, ev: Events, seat: int, how: str) -> None:
    """``seat`` drew a new hand (``how``: ``"new_hand"`` or ``"quake"``): tell the aliens that hear
    ``NewHand`` (Relic)."""
    moment = NewHand(seat, how)
    for name in HEARING.get(NewHand, ()):
        POWERS[name].hear(state, ev, -1, moment)


def table_discard(state: GameState, ev: Events, cards: list[int]) -> None:
    """Tell the aliens that watch every discard (they hear ``AnyDiscard``) that cards were discarded."""
    moment = AnyDiscard(cards)
    for name in HEARING.get(AnyDiscard, ()):
        POWERS[name].hear(state, ev, -1, moment)


def watch_discards(state: GameState, alien: str, seat: int, key: str) -> None:
    """For the rest of this encounter, ``alien`` (for ``seat``) hears every discard (``WatchedDiscard``)."""
    if state.enc.mods.discard_watch is None:
        state.enc.mods.discard_watch = []
    state.enc.mods.discard_watch.append([alien, seat, key])


def discarded(state: GameState, ev: Events, cards: list[int], by: int) -> None:
    """Cards went to the discard pile: run the discard watchers registered this encounter."""
    for alien, seat, key in list(state.enc.mods.discard_watch or ()):
        POWERS[alien].hear(state, ev, seat, WatchedDiscard(key, cards, by))


def scratch(state: GameState, alien: str) -> dict[str, Any]:
    """``alien``'s private scratch for the encounter in progress (a namespace the framework owns: it is
    cleared with the encounter, put back by a rewind, and saved with the state; see
    ``game.encounter_mods``). Only ``alien``'s own module touches it (tests/test_encounter_mods.py); what an
    alien keeps across encounters belongs in ``state.extra``."""
    space = state.enc.scratch.get(alien)
    if space is None:
        space = state.enc.scratch[alien] = {}
    return space
