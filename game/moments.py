"""The moments an alien may hear: things that just happened, outside the play windows.

A window (``game.timings``) asks players whether they act. A moment asks nobody: the engine tells the
aliens that listen (``Power.hears``) through one hook, ``Power.hear(state, ev, seat, moment)``, and the
alien does what its text says. Each kind of moment is one class below, documented once: who hears it (its
``audience``), what has happened and what may still change. ``docs/aliens.md``'s list is generated from
``MOMENTS`` (``python -m game.alien_docs`` writes it there; a test compares). A moment is read-only: a
listener never changes it (the classes are not frozen only because a frozen dataclass is some eight times
slower to build, and ships move many times an encounter).

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
from typing import ClassVar

WORKING = "working"
NOT_LOST = "not lost"
HOLDING = "holding"
OWN = "own"
REGISTERED = "registered"
EVERYWHERE = "everywhere"


class Moment:
    """Base of every moment: its documentation lives on the class."""

    __slots__ = ()
    audience: ClassVar[str] = ""
    happened: ClassVar[str] = ""
    may_change: ClassVar[str] = ""
    registered_by: ClassVar[str] = ""  # for REGISTERED moments: the hooks function that registers one


@dataclass(slots=True)
class Setup(Moment):
    """Game setup: the alien's game-setup text."""

    audience: ClassVar[str] = OWN
    happened: ClassVar[str] = "the hands are dealt and the aliens revealed (a game-setup text is face up)"
    may_change: ClassVar[str] = "anything of the setup: the first encounter has not begun"


@dataclass(slots=True)
class PhaseStart(Moment):
    """A phase (or the turn) begins."""

    phase: str
    audience: ClassVar[str] = WORKING
    happened: ClassVar[str] = (
        "`phase` (`start_turn`, `regroup`, `destiny`, `launch`, `alliance`, `planning`, `reveal`, "
        "`resolution`) has begun; `state.phase` names it; no window of it has opened"
    )
    may_change: ClassVar[str] = "everything the phase decides"


@dataclass(slots=True)
class CardsRevealed(Moment):
    """The encounter cards have just turned face up."""

    audience: ClassVar[str] = HOLDING
    happened: ClassVar[str] = "the encounter cards are face up; a Morph has copied its opponent's card"
    may_change: ClassVar[str] = "kickers and value changes, then the totals (cards set aside turn over now)"


@dataclass(slots=True)
class ValuesChange(Moment):
    """A value change declared before the reveal is carried out."""

    key: str
    audience: ClassVar[str] = REGISTERED
    registered_by: ClassVar[str] = "add_value_mod"
    happened: ClassVar[str] = "the cards are face up (a Morph copied the value as revealed, FAQ V2, T8)"
    may_change: ClassVar[str] = "the cards' values, in the order the changes were declared"


@dataclass(slots=True)
class TableCleared(Moment):
    """The encounter is over and its cards are about to be discarded."""

    audience: ClassVar[str] = HOLDING
    happened: ClassVar[str] = "the encounter is decided and its ships have moved"
    may_change: ClassVar[str] = "the cards an alien played outside `enc.in_play` (put them away now)"


@dataclass(slots=True)
class EncounterEnd(Moment):
    """The encounter is over."""

    audience: ClassVar[str] = NOT_LOST
    happened: ClassVar[str] = "the encounter's cards are discarded; powers lent for it are still lent"
    may_change: ClassVar[str] = "what the power earns or keeps from the encounter, before the win check"


@dataclass(slots=True)
class EncounterOver(Moment):
    """The encounter is over, for a call the alien registered during it."""

    key: str
    audience: ClassVar[str] = REGISTERED
    registered_by: ClassVar[str] = "at_encounter_end"
    happened: ClassVar[str] = (
        "as `EncounterEnd` (it is heard right after), whatever became of the alien: lost, zapped, gone"
    )
    may_change: ClassVar[str] = "what the alien set aside for the encounter (it goes back)"


@dataclass(slots=True)
class Rewound(Moment):
    """The encounter is replayed from Planning (``game.rewind``) after the alien registered ``key``."""

    key: str
    audience: ClassVar[str] = REGISTERED
    registered_by: ClassVar[str] = "at_encounter_end"
    happened: ClassVar[str] = (
        "a power (Chronos) replays the encounter; the cards played since Planning go back"
    )
    may_change: ClassVar[str] = "what the alien set aside since Planning (it goes back to the hand)"


@dataclass(slots=True)
class PowerLost(Moment):
    """The seat just lost its power for lack of home colonies."""

    audience: ClassVar[str] = OWN
    happened: ClassVar[str] = "the seat's home colonies fell under the threshold (R4.3)"
    may_change: ClassVar[str] = "what the power lent or grafted (it goes back at once)"


@dataclass(slots=True)
class Discarded(Moment):
    """Cards went to the discard pile (every discard but a Cosmic Quake's)."""

    cards: list[int] = field(default_factory=list)
    by: int = -1  # who discarded them, -1 for the table
    audience: ClassVar[str] = WORKING
    happened: ClassVar[str] = "the cards lie face up on the discard pile"
    may_change: ClassVar[str] = "whether they stay there (an alien may take them back out, FAQ X12)"


@dataclass(slots=True)
class WatchedDiscard(Moment):
    """Cards went to the discard pile while a watch the alien registered lasts (this encounter)."""

    key: str
    cards: list[int] = field(default_factory=list)
    by: int = -1  # who discarded them, -1 for the table
    audience: ClassVar[str] = REGISTERED
    registered_by: ClassVar[str] = "watch_discards"
    happened: ClassVar[str] = "the cards lie face up on the discard pile"
    may_change: ClassVar[str] = "what the watching alien does with them"


@dataclass(slots=True)
class AnyDiscard(Moment):
    """Cards went to a discard pile: any discard, a Cosmic Quake's too."""

    cards: list[int] = field(default_factory=list)
    audience: ClassVar[str] = EVERYWHERE
    happened: ClassVar[str] = "the cards lie face up on a discard pile"
    may_change: ClassVar[str] = "effects lasting while a card is held (a flare discarded ends them)"


@dataclass(slots=True)
class ShipsMoved(Moment):
    """``owner``'s ships moved from ``src`` to ``dst`` (``board.move``)."""

    owner: int
    src: int | str
    dst: int | str
    count: int
    audience: ClassVar[str] = EVERYWHERE
    happened: ClassVar[str] = "the ships stand at `dst` (a planet, `warp`, `gate`, `hyperspace` ...)"
    may_change: ClassVar[str] = "what rides on them (a captured stack follows its ships)"


@dataclass(slots=True)
class ExtraShipsLost(Moment):
    """Extra ships of ``owner`` in the encounter (``mods.extra_ships``) were lost."""

    owner: int
    count: int
    kind: str  # the loss's kind (``losing``, ``lost``, ``sent``, ``eradicated``, ``captured``)
    by: int
    audience: ClassVar[str] = EVERYWHERE
    happened: ClassVar[str] = "the extra ships went to the warp, out of the game, or to a captor"
    may_change: ClassVar[str] = "what the alien keeping those ships owes or gets back"


@dataclass(slots=True)
class Aftershock(Moment):
    """A Cosmic Aftershock (FAQ Q2): every hand is discarded and dealt again."""

    dealt: bool  # False before the deal, True after it
    audience: ClassVar[str] = HOLDING
    happened: ClassVar[str] = "before the deal: nothing yet; after it: the new hands are dealt"
    may_change: ClassVar[str] = (
        "before: the cards an alien keeps outside the hand (they are discarded); after: taken again "
        "as at game setup"
    )


@dataclass(slots=True)
class CardShown(Moment):
    """A card was played face up from a hand or turned face up; ``seat`` played or revealed it."""

    seat: int
    card: int
    how: str  # "played" (a flare, artifact, reinforcement ... put face up) or "revealed" (it turned over)
    audience: ClassVar[str] = WORKING
    happened: ClassVar[str] = (
        "`seat` played `card` face up (`how` = `played`) or it turned face up (`revealed`: an encounter "
        "card, a kicker, a card shown first); never a discard"
    )
    may_change: ClassVar[str] = "what the card's printed face sets off elsewhere (not the card's own effect)"


@dataclass(slots=True)
class NewHand(Moment):
    """``seat`` discarded its hand and drew a new one (R3.2.1, a power's new hand), or a Cosmic Quake dealt
    everyone a new hand (``how`` is ``"quake"``: heard once per seat). Never the starting hand."""

    seat: int
    how: str = "new_hand"  # "new_hand" or "quake"
    audience: ClassVar[str] = EVERYWHERE
    happened: ClassVar[str] = "the new hand is in `seat`'s hand (secret to the others)"
    may_change: ClassVar[str] = "what follows from the new hand (the hand itself is dealt)"


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


def render_table() -> str:
    """The moments as a Markdown table, for docs/aliens.md."""
    rows = [
        "| moment | heard by | what has happened | what may still change |",
        "|---|---|---|---|",
    ]
    for m in MOMENTS:
        who = m.audience + (f" (`hooks.{m.registered_by}`)" if m.registered_by else "")
        names = ", ".join(f"`{f.name}`" for f in fields(m))  # type: ignore[arg-type]
        name = f"`{m.__name__}`" + (f" ({names})" if names else "")
        rows.append(f"| {name} | {who} | {m.happened} | {m.may_change} |")
    return "\n".join(rows)


if __name__ == "__main__":
    print(render_table())
