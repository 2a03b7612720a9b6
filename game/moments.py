"""The moments an alien may hear: things that just happened, outside the play windows.

A window (``game.timings``) asks players whether they act. A moment asks nobody: the engine tells the
aliens that listen (``Power.hears``) through one hook, ``Power.hear(state, ev, seat, moment)``, and the
alien does what its text says. Each kind of moment is one class below, documented once (its entry in
``ABOUT``): who hears it (its ``audience``), what has happened and what may still change.
``docs/aliens.md``'s list is generated from ``MOMENTS`` (``python -m game.alien_docs`` writes it there; a
test compares). A moment is read-only: a
listener never changes it (the classes are not frozen only because a frozen dataclass is some eight times
slower to build, and ships move many times an encounter). Each writes its ``__init__`` out: the compiled
build would run the dataclass's generated one as interpreted code (a test checks them against the fields).

Audiences:

- ``WORKING``: each seat (timing order) holding a listening alien whose power works (not lost, not zapped);
- ``NOT_LOST``: the same, also while the power is zapped (parts of a power that are no "use", FAQ Z1);
- ``HOLDING``: each seat holding a listening alien, its power working or not;
- ``OWN``: the seat the moment is about, for its own aliens (also one set aside during a loan);
- ``REGISTERED``: the alien and seat that registered the moment's ``key`` earlier in the encounter;
- ``EVERYWHERE``: every listening alien, whatever the seats hold (``seat`` is -1): data a power left
  behind (captured ships, a flare held) works even when no seat holds the alien any more.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import NamedTuple

WORKING = "working"
NOT_LOST = "not lost"
HOLDING = "holding"
OWN = "own"
REGISTERED = "registered"
EVERYWHERE = "everywhere"


class Moment:
    """Base of every moment: its documentation is its docstring and its entry in ``ABOUT``."""

    __slots__ = ()


class About(NamedTuple):
    """A moment's documentation (``ABOUT``): who hears it, what has happened, what may still change."""

    audience: str
    happened: str
    may_change: str
    registered_by: str = ""  # for REGISTERED moments: the hooks function that registers one


@dataclass(slots=True, init=False)
class Setup(Moment):
    """Game setup: the alien's game-setup text."""

    def __init__(self) -> None:
        pass


@dataclass(slots=True, init=False)
class PhaseStart(Moment):
    """A phase (or the turn) begins."""

    phase: str

    def __init__(self, phase: str) -> None:
        self.phase = phase


@dataclass(slots=True, init=False)
class CardsRevealed(Moment):
    """The encounter cards have just turned face up."""

    def __init__(self) -> None:
        pass


@dataclass(slots=True, init=False)
class ValuesChange(Moment):
    """A value change declared before the reveal is carried out."""

    key: str

    def __init__(self, key: str) -> None:
        self.key = key


@dataclass(slots=True, init=False)
class TableCleared(Moment):
    """The encounter is over and its cards are about to be discarded."""

    def __init__(self) -> None:
        pass


@dataclass(slots=True, init=False)
class EncounterEnd(Moment):
    """The encounter is over."""

    def __init__(self) -> None:
        pass


@dataclass(slots=True, init=False)
class EncounterOver(Moment):
    """The encounter is over, for a call the alien registered during it."""

    key: str

    def __init__(self, key: str) -> None:
        self.key = key


@dataclass(slots=True, init=False)
class Rewound(Moment):
    """The encounter is replayed from Planning (``game.rewind``) after the alien registered ``key``."""

    key: str

    def __init__(self, key: str) -> None:
        self.key = key


@dataclass(slots=True, init=False)
class PowerLost(Moment):
    """The seat just lost its power for lack of home colonies."""

    def __init__(self) -> None:
        pass


@dataclass(slots=True, init=False)
class Discarded(Moment):
    """Cards went to the discard pile (every discard but a Cosmic Quake's)."""

    cards: list[int] = field(default_factory=list)
    by: int = -1  # who discarded them, -1 for the table

    def __init__(self, cards: list[int] | None = None, by: int = -1) -> None:
        self.cards = [] if cards is None else cards
        self.by = by


@dataclass(slots=True, init=False)
class WatchedDiscard(Moment):
    """Cards went to the discard pile while a watch the alien registered lasts (this encounter)."""

    key: str
    cards: list[int] = field(default_factory=list)
    by: int = -1  # who discarded them, -1 for the table

    def __init__(self, key: str, cards: list[int] | None = None, by: int = -1) -> None:
        self.key = key
        self.cards = [] if cards is None else cards
        self.by = by


@dataclass(slots=True, init=False)
class AnyDiscard(Moment):
    """Cards went to a discard pile: any discard, a Cosmic Quake's too."""

    cards: list[int] = field(default_factory=list)

    def __init__(self, cards: list[int] | None = None) -> None:
        self.cards = [] if cards is None else cards


@dataclass(slots=True, init=False)
class ShipsMoved(Moment):
    """``owner``'s ships moved from ``src`` to ``dst`` (``board.move``)."""

    owner: int
    src: int | str
    dst: int | str
    count: int

    def __init__(self, owner: int, src: int | str, dst: int | str, count: int) -> None:
        self.owner = owner
        self.src = src
        self.dst = dst
        self.count = count


@dataclass(slots=True, init=False)
class ExtraShipsLost(Moment):
    """Extra ships of ``owner`` in the encounter (``mods.extra_ships``) were lost."""

    owner: int
    count: int
    kind: str  # the loss's kind (``losing``, ``lost``, ``sent``, ``eradicated``, ``captured``)
    by: int

    def __init__(self, owner: int, count: int, kind: str, by: int) -> None:
        self.owner = owner
        self.count = count
        self.kind = kind
        self.by = by


@dataclass(slots=True, init=False)
class Aftershock(Moment):
    """A Cosmic Aftershock (FAQ Q2): every hand is discarded and dealt again."""

    dealt: bool  # False before the deal, True after it

    def __init__(self, dealt: bool) -> None:
        self.dealt = dealt


@dataclass(slots=True, init=False)
class CardShown(Moment):
    """A card was played face up from a hand or turned face up; ``seat`` played or revealed it."""

    seat: int
    card: int
    how: str  # "played" (a flare, artifact, reinforcement ... put face up) or "revealed" (it turned over)

    def __init__(self, seat: int, card: int, how: str) -> None:
        self.seat = seat
        self.card = card
        self.how = how


@dataclass(slots=True, init=False)
class NewHand(Moment):
    """``seat`` discarded its hand and drew a new one (R3.2.1, a power's new hand), or a Cosmic Quake dealt
    everyone a new hand (``how`` is ``"quake"``: heard once per seat). Never the starting hand."""

    seat: int
    how: str = "new_hand"  # "new_hand" or "quake"

    def __init__(self, seat: int, how: str = "new_hand") -> None:
        self.seat = seat
        self.how = how


MOMENTS: tuple[type[Moment], ...] = (
    Setup,
    PhaseStart,
    CardsRevealed,
    ValuesChange,
    TableCleared,
    EncounterEnd,
    EncounterOver,
    Rewound,
    PowerLost,
    Discarded,
    WatchedDiscard,
    AnyDiscard,
    ShipsMoved,
    ExtraShipsLost,
    Aftershock,
    CardShown,
    NewHand,
)


# Each moment's documentation, by kind: kept beside the classes (not as class variables, which the compiled
# build cannot override in a subclass), so that the moments compile to native classes.
ABOUT: dict[type[Moment], About] = {
    Setup: About(
        OWN,
        "the hands are dealt and the aliens revealed (a game-setup text is face up)",
        "anything of the setup: the first encounter has not begun",
    ),
    PhaseStart: About(
        WORKING,
        "`phase` (`start_turn`, `regroup`, `destiny`, `launch`, `alliance`, `planning`, `reveal`, "
        "`resolution`) has begun; `state.phase` names it; no window of it has opened",
        "everything the phase decides",
    ),
    CardsRevealed: About(
        HOLDING,
        "the encounter cards are face up; a Morph has copied its opponent's card",
        "kickers and value changes, then the totals (cards set aside turn over now)",
    ),
    ValuesChange: About(
        REGISTERED,
        "the cards are face up (a Morph copied the value as revealed, FAQ V2, T8)",
        "the cards' values, in the order the changes were declared",
        "add_value_mod",
    ),
    TableCleared: About(
        HOLDING,
        "the encounter is decided and its ships have moved",
        "the cards an alien played outside `enc.in_play` (put them away now)",
    ),
    EncounterEnd: About(
        NOT_LOST,
        "the encounter's cards are discarded; powers lent for it are still lent",
        "what the power earns or keeps from the encounter, before the win check",
    ),
    EncounterOver: About(
        REGISTERED,
        "as `EncounterEnd` (it is heard right after), whatever became of the alien: lost, zapped, gone",
        "what the alien set aside for the encounter (it goes back)",
        "at_encounter_end",
    ),
    Rewound: About(
        REGISTERED,
        "a power (Chronos) replays the encounter; the cards played since Planning go back",
        "what the alien set aside since Planning (it goes back to the hand)",
        "at_encounter_end",
    ),
    PowerLost: About(
        OWN,
        "the seat's home colonies fell under the threshold (R4.3)",
        "what the power lent or grafted (it goes back at once)",
    ),
    Discarded: About(
        WORKING,
        "the cards lie face up on the discard pile",
        "whether they stay there (an alien may take them back out, FAQ X12)",
    ),
    WatchedDiscard: About(
        REGISTERED,
        "the cards lie face up on the discard pile",
        "what the watching alien does with them",
        "watch_discards",
    ),
    AnyDiscard: About(
        EVERYWHERE,
        "the cards lie face up on a discard pile",
        "effects lasting while a card is held (a flare discarded ends them)",
    ),
    ShipsMoved: About(
        EVERYWHERE,
        "the ships stand at `dst` (a planet, `warp`, `gate`, `hyperspace` ...)",
        "what rides on them (a captured stack follows its ships)",
    ),
    ExtraShipsLost: About(
        EVERYWHERE,
        "the extra ships went to the warp, out of the game, or to a captor",
        "what the alien keeping those ships owes or gets back",
    ),
    Aftershock: About(
        HOLDING,
        "before the deal: nothing yet; after it: the new hands are dealt",
        "before: the cards an alien keeps outside the hand (they are discarded); after: taken again "
        "as at game setup",
    ),
    CardShown: About(
        WORKING,
        "`seat` played `card` face up (`how` = `played`) or it turned face up (`revealed`: an encounter "
        "card, a kicker, a card shown first); never a discard",
        "what the card's printed face sets off elsewhere (not the card's own effect)",
    ),
    NewHand: About(
        EVERYWHERE,
        "the new hand is in `seat`'s hand (secret to the others)",
        "what follows from the new hand (the hand itself is dealt)",
    ),
}


def render_table() -> str:
    """The moments as a Markdown table, for docs/aliens.md."""
    rows = [
        "| moment | heard by | what has happened | what may still change |",
        "|---|---|---|---|",
    ]
    for m in MOMENTS:
        about = ABOUT[m]
        who = about.audience + (f" (`hooks.{about.registered_by}`)" if about.registered_by else "")
        names = ", ".join(f"`{f.name}`" for f in fields(m))  # type: ignore[arg-type]
        name = f"`{m.__name__}`" + (f" ({names})" if names else "")
        rows.append(f"| {name} | {who} | {about.happened} | {about.may_change} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(render_table())
