"""Bully: winning attack against attack as a main player, it picks which of the opponent's ships are lost.

The opponent loses as many ships as it had in the encounter, but the Bully takes them from anywhere: its
colonies, home or foreign, and its ships in the encounter. They are *losing* ships (FAQ: Fungus on the
Bully's side captures them; compensation would count them), sent in the REWARDS window after every
mandatory Resolution effect there (Guerrilla's attrition, Fungus's adhere). The opponent is then
``spared`` (``enc.mods.spared``): its ships the Bully left in the encounter do not go to the warp, a
defense's stay on the planet (the landing offense coexists with them), an offense's go back to its
colonies. A deal is not a win; a Morph is not a revealed attack (FAQ T9: the card actually turned over).
Extra ships in the encounter (Merchant's hired ships) count among the opponent's ships and may be picked
(``moves.with_extra``); those left come back to the Merchant's hand. The FAQ's ruling on ships
researching a tech has nothing to apply to: the engine has no technology variant.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, TECH, movable_ships, ships_on
from game.cards.catalog import ATTACK, CARD_KIND, CARD_NAME, NEGOTIATE
from game.core import Events, answer, ask, ask_choice, note, push, step, timing_order
from game.hooks import MAIN, YELLOW, Power, Use, register
from game.moves import LOSING, SENT, extra_in_encounter, with_extra
from game.prompts import SHIPS, Prompt
from game.state import GameState, Step
from game.windows import REVEAL, REWARDS, USING, pending_play

NAME = "Bully"
WILD_SHIPS = 2  # the Wild's threat: concede, or lose this many ships of the holder's choice
ALLIES = "allies"  # scratch: the seat whose intimidation reaches the opposing allies (the Super)
THREAT = "threat"  # scratch: [holder, victim] of the Wild's threat waiting for an answer


def revealed_kind(state: GameState, seat: int) -> str:
    """The printed kind of the card ``seat`` turned over (a face-down claim counts as the claimed card):
    a Morph is a Morph, whatever it copies (FAQ T9)."""
    enc = state.enc
    card = enc.off_card if seat == state.offense else enc.def_card
    if card >= 0:
        return CARD_KIND[card]
    claim = (enc.mods.claims or {}).get(str(seat))
    return CARD_KIND[CARD_NAME.index(claim)] if claim else ""


def ships_in_encounter(state: GameState, seat: int) -> int:
    """``seat``'s own ships in the encounter: the gate (and a worldship), the ally slot, or, for the
    defense, the target planet."""
    enc = state.enc
    if seat == enc.defense:
        return ships_on(state, enc.target, seat) + extra_in_encounter(state, seat) if enc.target >= 0 else 0
    count = state.gate[seat] + state.dally[seat] + extra_in_encounter(state, seat)
    planet = (enc.mods.gate_planet or {}).get("planet", -1)
    if seat == state.offense and planet >= 0:
        count += ships_on(state, planet, seat)
    return count


def opposing_allies(state: GameState, seat: int) -> list[int]:
    """The allies of ``seat``'s opponent with ships in the encounter, in timing order."""
    enc = state.enc
    mask = enc.def_allies if seat == state.offense else enc.off_allies
    return [s for s in timing_order(state) if mask >> s & 1 and ships_in_encounter(state, s)]


def victim_sources(state: GameState, victim: int) -> list[list[Any]]:
    """Where the Bully may take ``victim``'s ships from: its colonies anywhere, the gate, the ally slot, and
    its ships researching a tech (FAQ K3)."""
    sources = movable_ships(state, victim)
    if state.dally[victim]:
        sources.append([ALLY, state.dally[victim]])
    if state.tech_ships and state.tech_ships[victim]:
        sources.append([TECH, state.tech_ships[victim]])
    return with_extra(state, victim, sources)  # its hired ships too (Merchant), [EXTRA, n]


@step("bully_pick")
def bully_pick(state: GameState, ev: Events, bully: int, victim: int, count: int, kind: str) -> None:
    """The Bully picks ``count`` of ``victim``'s ships (all it has if fewer) for the warp."""
    sources = victim_sources(state, victim)
    count = min(count, sum(c for _, c in sources))
    if count <= 0:
        return
    if len(sources) == 1:
        _lose(state, ev, bully, victim, [[sources[0][0], count]], kind)
        return
    spec = {
        "type": "lose",
        "sources": sources,
        "min": count,
        "max": count,
        "reason": "bully",
        "player": victim,
        "kind": kind,
    }
    ask(state, bully, SHIPS, "bully_ships", spec=spec)


def _lose(state: GameState, ev: Events, bully: int, victim: int, ships: list[list[Any]], kind: str) -> None:
    note(ev, "ships_lost", seat=victim, reason="bully")
    push(state, ("to_warp", victim, ships, kind, bully))


@answer("bully_ships")
def _on_ships(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    spec = prompt.spec
    _lose(state, ev, prompt.seat, int(spec["player"]), action["ships"], str(spec["kind"]))


@answer("bully_threat")
def _on_threat(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    enc = state.enc
    holder, victim = hooks.scratch(state, NAME).pop(THREAT)
    if action.get("concede"):
        if enc.mods.winner is None:  # the first outright result stands
            enc.mods.winner = hooks.side_of(state, holder)
        note(ev, "bully_conceded", seat=victim, by=holder)
        return
    note(ev, "bully_defied", seat=victim, by=holder)
    push(state, ("bully_pick", holder, victim, WILD_SHIPS, SENT))


class Bully(Power):
    """Intimidate."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player, after you win an encounter in which both main players turned over attack cards, "
        "you may choose which of your opponent's ships are lost: as many as it had in the encounter, taken "
        "from anywhere (its colonies or the encounter). Its ships you leave on the target planet stay there "
        "beside the landing offense; those you leave in the gate go back to its colonies."
    )
    wild_text: ClassVar[str] = (
        "As a main player, after the reveal, if your opponent turned over a negotiate, threaten it: it "
        "either concedes the encounter to your side or loses two ships of your choice, taken from anywhere."
    )
    super_text: ClassVar[str] = (
        "When you intimidate, you also choose which ships each opposing ally loses: as many as each had in "
        "the encounter, taken from anywhere."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("intimidate", REWARDS, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REVEAL, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        opponent = hooks.opponent(state, seat)
        if opponent < 0:
            return []
        if use.key == "super":
            play = pending_play(state, target)
            if play is None or play["seat"] != seat or play.get("alien") != NAME:
                return []
            if play["use"] != "intimidate" or not opposing_allies(state, seat):
                return []
            return [{"play": target}]
        if use.key == "wild":
            if not enc.revealed or enc.outcome or THREAT in hooks.scratch(state, NAME):
                return []
            return [{"player": opponent}] if revealed_kind(state, opponent) == NEGOTIATE else []
        if enc.outcome != hooks.side_of(state, seat):  # a deal (or both losing) is not a win
            return []
        if revealed_kind(state, seat) != ATTACK or revealed_kind(state, opponent) != ATTACK:
            return []
        if opponent in (enc.mods.spared or ()):
            return []
        return [{"player": opponent}] if ships_in_encounter(state, opponent) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        mods = state.enc.mods
        opponent = hooks.opponent(state, seat)
        if use == "super":
            hooks.scratch(state, NAME)[ALLIES] = seat
            note(ev, "intimidate_allies", seat=seat)
            return
        if use == "wild":
            hooks.scratch(state, NAME)[THREAT] = [seat, opponent]
            note(ev, "bully_threat", seat=seat, player=opponent, ships=WILD_SHIPS)
            options = [{"type": "bully_threat", "concede": True}, {"type": "bully_threat", "concede": False}]
            ask_choice(state, ev, opponent, "bully_threat", options)
            return
        victims = [(opponent, ships_in_encounter(state, opponent))]
        if hooks.scratch(state, NAME).get(ALLIES) == seat:
            victims += [(s, ships_in_encounter(state, s)) for s in opposing_allies(state, seat)]
        if mods.spared is None:
            mods.spared = []
        spared = mods.spared
        steps: list[Step] = []
        for victim, count in victims:
            spared.append(victim)
            note(ev, "intimidate", seat=seat, player=victim, count=count)
            steps.append(("bully_pick", seat, victim, count, LOSING))
        push(state, *steps)


register(Bully)
