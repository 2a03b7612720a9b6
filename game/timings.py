"""The timing points (play windows), each documented once: when it opens, what its target is, what has
already happened there and what may still change. ``docs/aliens.md``'s list of windows is generated from
``TIMINGS`` (``python -m game.alien_docs`` writes it there; a test compares), and a test fails if a
power, flare or tech uses a window documented nowhere here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import techs
from game import windows as w


@dataclass(frozen=True)
class Timing:
    """One window: its name (``game.windows``), its target, what has happened, what may still change."""

    name: str
    target: str
    happened: str
    may_change: str


TIMINGS: tuple[Timing, ...] = (
    Timing(
        w.START_TURN,
        "-",
        "the offense's turn began (a new hand drawn first if it held no encounter card)",
        "anything of the turn: nothing of the encounter is decided yet",
    ),
    Timing(
        w.REGROUP,
        "-",
        "the research step of the Technology variant, if any",
        "the ship the offense takes back from the warp and where it goes",
    ),
    Timing(
        w.DESTINY,
        "-1, then the redraws so far (`mods.destiny_redraws`)",
        "nothing of this draw",
        "which destiny card is drawn, or whether one is (it opens before every redraw too)",
    ),
    Timing(
        w.DESTINY_DRAWN,
        "the destiny card",
        "the card is drawn",
        "whom it names, and a redraw",
    ),
    Timing(w.LAUNCH, "-", "the defense is known", "which planet the gate points at"),
    Timing(
        w.AIMED,
        "the planet",
        "the gate points at the target planet",
        "the ships the offense launches, and how many may go",
    ),
    Timing(
        w.INVITE,
        "-",
        "the offense's ships are in the gate",
        "who is invited and who may ally (`mods.no_ally`, `mods.ally_max` ...)",
    ),
    Timing(w.ALLIANCE, "-", "the alliances are formed", "the ships on each side, before any card is chosen"),
    Timing(w.PLANNING, "-", "the sides are fixed", "which cards the main players may or must select"),
    Timing(
        w.SELECTED,
        "-",
        "both cards are chosen, face down",
        "the cards themselves (swaps, a card played instead), before anyone sees them",
    ),
    Timing(
        w.SHOW,
        "the main player whose card is about to show",
        "its card is chosen and may still stay face down (`mods.face_up_first`, `mods.reveal_last`)",
        "whether and how it is shown",
    ),
    Timing(
        w.REVEAL,
        "-",
        "the cards are face up (a negotiate and an attack, or two of a kind)",
        "the totals: reinforcements, kickers, powers that add or reverse; not the cards any more",
    ),
    Timing(
        w.PLAYED,
        "the play's id",
        "a card without a zap window (a reinforcement) was played and has not acted",
        "whether it acts (a response sets the play's `cancelled`)",
    ),
    Timing(
        w.REWARDS,
        "-",
        "the winner is known; no ship has moved",
        "compensation and rewards, who collects them, the ships' fate",
    ),
    Timing(
        w.COMPENSATION,
        "the seat about to collect",
        "compensation is due (`mods.compensation`: payer, count, chooser)",
        "who pays, how many cards, who picks them",
    ),
    Timing(
        w.GAINED,
        "the seat that gained",
        "the seat took cards as compensation or rewards (secret: `mods.gained`)",
        "what happens to those cards",
    ),
    Timing(
        w.RESOLVED,
        "-",
        "the encounter's ships have moved; its cards are still on the table",
        "what becomes of the cards, and a second encounter",
    ),
    Timing(w.END, "-", "the encounter's cards are discarded", "whether the turn goes on"),
    Timing(w.DEAL_MADE, "-", "a deal was struck and carried out", "the deal's aftermath"),
    Timing(
        w.DEAL_FAILED,
        "-",
        "the negotiation failed",
        "the penalty (`mods.deal_loss` is read after this window)",
    ),
    Timing(
        w.LOSS,
        "the loss's index in `mods.losses`",
        "ships are about to go to the warp (a record: seat, sources, kind, by, saved)",
        "which ships go, or whether they go at all",
    ),
    Timing(
        w.KEEP,
        "the loss's index",
        "losing ships are about to be captured (`mods.capture`) instead of going to the warp",
        "the ships kept out of the loss; the capture takes the rest",
    ),
    Timing(
        w.LOST,
        "the loss's index",
        "the ships reached the warp (the record gains `warped` and `removed`)",
        "what follows from the loss; not the loss itself",
    ),
    Timing(
        w.DREW,
        "the draw's index in `mods.draws`",
        "a player drew cards from the deck (which, kept secret: `game.deck.drawn_cards`)",
        "what follows from the draw",
    ),
    Timing(
        w.RETRIEVED,
        "the retrieval's index in `mods.retrievals`",
        "a player's ships left the warp for the board",
        "what follows from the retrieval",
    ),
    Timing(
        w.LANDED,
        "the landing's index in `mods.landings`",
        "ships landed on a planet, all ships of one landing together (`{planet, seats}`); only at a "
        "Cosmic Conflict table",
        "what follows from the landing (a trap, ships pushed off)",
    ),
    Timing(
        w.TOOK,
        "the take's index in `mods.takes`",
        "a player took cards from another player's hand (`source`; which cards, kept secret)",
        "what follows from the take",
    ),
    Timing(
        w.ZAP,
        "the play's id",
        "a card or a power use was announced and has not acted",
        "whether it acts: a zap cancels it",
    ),
    Timing(
        w.USING,
        "the play's id",
        "a power use came through its Cosmic Zap window uncancelled",
        "how that use is carried out (a Super that changes it)",
    ),
    Timing(
        techs.RESPONSE,
        "the tech use's id",
        "a completed tech was used and has not acted (the Technology variant)",
        "whether it acts (Tech Scrambler answers here)",
    ),
    Timing(
        w.WON,
        "-",
        "someone has won (`mods.won` lists the winners)",
        "the winners, or one more encounter first (`mods.extra_encounter`)",
    ),
)

BY_NAME = {t.name: t for t in TIMINGS}


def render_table() -> str:
    """The windows as a Markdown table, for docs/aliens.md."""
    rows = ["| window | target | what has happened | what may still change |", "|---|---|---|---|"]
    rows += [f"| `{t.name}` | {t.target} | {t.happened} | {t.may_change} |" for t in TIMINGS]
    return "\n".join(rows)


if __name__ == "__main__":
    print(render_table())
