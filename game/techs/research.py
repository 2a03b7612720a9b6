"""Tech setup and research (base-rules R9.1.1-R9.1.3, FAQ K1-K3): two techs dealt, one kept face down; at
the start of every Regroup each player with a tech researches it (one ship onto it), completes it (face
up: in play if enough ships researched it, else abandoned) or does nothing; researchers then go home."""

from __future__ import annotations

from typing import Any

from game import rng
from game.board import TECH, colonies, move
from game.core import Events, answer, ask, note, push, step, timing_order
from game.moves import place_answer, place_ships
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.techs import POWERS
from game.techs.catalog import TECH_NAME, TECHS, table_techs

DEALT = "techs_dealt"  # state.extra during setup: per seat, the two techs dealt
RESEARCH = "research"
COMPLETE = "complete"
ABANDON = "abandon"
PASS: dict[str, Any] = {"type": "pass"}


@step("deal_techs")
def deal_techs(state: GameState, ev: Events) -> None:
    """Shuffle the tech deck and deal two to each player, who keeps one face down (R9.1.1)."""
    n = state.n
    state.tech_deck = table_techs(state.config.four_planets)
    state.rng = rng.shuffle(state.rng, state.tech_deck)
    state.tech_card = [-1] * n
    state.tech_ships = [0] * n
    state.techs_done = [[] for _ in range(n)]
    dealt = [[state.tech_deck.pop(), state.tech_deck.pop()] for _ in range(n)]
    state.extra[DEALT] = dealt
    state.answers = {}
    for seat, pair in enumerate(dealt):
        note(ev, "techs_dealt", to=(seat,), seat=seat, techs=list(pair))
        ask(state, seat, CHOOSE, "keep_tech", [{"type": "tech", "tech": t} for t in pair])


@answer("keep_tech")
def _on_keep(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    note(ev, "tech_kept", seat=prompt.seat)
    if any(p.ctx == "keep_tech" for p in state.prompts):
        return
    answers, state.answers = state.answers, {}
    dealt = state.extra.pop(DEALT)
    for seat in range(state.n):
        kept = int(answers[seat]["tech"])
        state.tech_card[seat] = kept
        other = next(t for t in dealt[seat] if t != kept)
        state.tech_discard.append(other)
        note(ev, "tech_discarded", seat=seat, tech=other, name=TECH_NAME[other])


def research_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """What ``seat`` may do with its tech at the research step (R9.1.2): put one ship on it from a colony,
    complete it (abandon it, below its research number), or nothing. A hidden tech is never completed
    face up: it is used from research (``game.techs.ready_hidden``), or abandoned."""
    tech = state.tech_card[seat]
    if tech < 0:
        return []
    card = TECHS[tech]
    out: list[dict[str, Any]] = [PASS]
    out += [{"type": RESEARCH, "planet": p} for p in colonies(state, seat)]
    if card.hidden or state.tech_ships[seat] < card.research:
        out.append({"type": ABANDON})
    else:
        out.append({"type": COMPLETE})
    return out


@step("research")
def research(state: GameState, ev: Events) -> None:
    """The research step at the start of Regroup: every player with a tech chooses at once."""
    state.answers = {}
    for seat in timing_order(state):
        opts = research_options(state, seat)
        if len(opts) > 1:
            ask(state, seat, CHOOSE, "research", opts)


@answer("research")
def _on_research(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    if any(p.ctx == "research" for p in state.prompts):
        return
    answers, state.answers = state.answers, {}
    push(state, *[("tech_act", s, answers[s]) for s in timing_order(state) if s in answers])


@step("tech_act")
def tech_act(state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
    """Carry out one player's research choice."""
    kind = action["type"]
    tech = state.tech_card[seat]
    if kind == RESEARCH:
        move(state, ev, seat, int(action["planet"]), TECH, 1)
        note(ev, "tech_researched", seat=seat, ships=state.tech_ships[seat])
    elif kind == COMPLETE:
        state.tech_card[seat] = -1
        state.techs_done[seat].append(tech)
        note(ev, "tech_completed", seat=seat, tech=tech, name=TECH_NAME[tech], ships=state.tech_ships[seat])
        pw = POWERS.get(TECH_NAME[tech])
        push(state, ("tech_completed", seat, tech))
        if pw is not None and pw.takes_researchers(state, seat):
            return  # the tech puts its researchers somewhere itself (Coldsleep Ship without colonies)
        push(state, ("techs_home", seat))
    elif kind == ABANDON:
        state.tech_card[seat] = -1
        state.tech_discard.append(tech)
        note(ev, "tech_abandoned", seat=seat, tech=tech, name=TECH_NAME[tech], ships=state.tech_ships[seat])
        push(state, ("techs_home", seat))


@step("tech_completed")
def tech_completed(state: GameState, ev: Events, seat: int, tech: int) -> None:
    """What a tech brings into play as it is completed (its ``on_complete``), after its researchers moved."""
    pw = POWERS.get(TECH_NAME[tech])
    if pw is not None and tech in state.techs_done[seat]:
        pw.on_complete(state, ev, seat)


@step("techs_home")
def techs_home(state: GameState, ev: Events, seat: int) -> None:
    """The ships on a completed, abandoned or used tech return to any of the owner's colonies (to the warp
    if it has none: R9.1.2)."""
    count = state.tech_ships[seat]
    if count and (state.tech_card[seat] < 0):
        place_ships(state, ev, seat, TECH, count, "techs_home_place")


answer("techs_home_place")(place_answer)
