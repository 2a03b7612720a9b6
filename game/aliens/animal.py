"""Animal (Cosmic Alliance): main players who leave it out of their invitations pay a ship; a winning side
it is on throws a party (everyone on it may draw a card).

Readings (docs/rules.md): a main player pays only if it could have invited the Animal (the Animal was among
the players it could invite); the party follows a win, not a deal. The Wild causes a Cosmic Quake at the
start of any Regroup and then goes to the Animal's player; the Super makes the penalty two ships.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.core import Events, answer, ask, note, push, step, timing_order
from game.deck import cosmic_quake, draw
from game.hooks import ANY, MAIN_OR_ALLY, NOT_MAIN, YELLOW, Power, Use, register
from game.moves import SENT
from game.phases.alliance import candidates
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import ALLIANCE, REGROUP, RESOLVED, USING, power_use_pending, redirect_flare

NAME = "Animal"
SIDES = ("offense", "defense")


def could_invite(state: GameState, main: int, seat: int) -> bool:
    """Could main player ``main`` have invited ``seat`` this encounter?"""
    if seat not in candidates(state):
        return False
    if main == state.offense:
        return seat not in (state.enc.mods.no_offense_ally or ())
    return not state.enc.mods.no_defense_invite


def snubbed_by(state: GameState, seat: int) -> list[int]:
    """The main players (offense first) who could have invited ``seat`` and did not."""
    enc = state.enc
    out = []
    for main, invited in ((state.offense, enc.invited_off), (enc.defense, enc.invited_def)):
        if main >= 0 and main != seat and not invited >> seat & 1 and could_invite(state, main, seat):
            out.append(main)
    return out


def party_guests(state: GameState, side: str) -> list[int]:
    """Everyone on the winning ``side`` (its main player and its allies), in timing order."""
    enc = state.enc
    allies = enc.off_allies if side == "offense" else enc.def_allies
    main = hooks.main_of(state, side)
    return [s for s in timing_order(state) if s == main or allies >> s & 1]


@step("animal_party")
def animal_party(state: GameState, ev: Events, seat: int) -> None:
    """Ask one guest of the party whether it draws a card."""
    if not state.deck and not state.discard:
        return
    options = [{"type": "animal_party", "draw": True}, {"type": "animal_party", "draw": False}]
    ask(state, seat, CHOOSE, "animal_party", options)


@answer("animal_party")
def _on_party(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["draw"]:
        draw(state, ev, prompt.seat, 1)


class Animal(Power):
    """Party."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "When you are not a main player, each main player who could have invited you and did not sends "
        "one ship of its choice to the warp. When you are on the winning side as a main player or an ally, "
        "you throw a party: everyone on that side, you too, may draw one card. Mandatory."
    )
    wild_text: ClassVar[str] = (
        "At the start of any Regroup: the party gets out of hand and causes a Cosmic Quake. Then this "
        "flare goes to the Animal's player (to the discard pile if nobody plays the Animal)."
    )
    super_text: ClassVar[str] = (
        "A main player who leaves you out of its invitations sends two ships, not one."
    )
    flare_source: ClassVar[str] = "card"
    prompt_titles: ClassVar[dict[str, str]] = {
        "animal_party": "Animal's party: draw a card?",
    }
    use_texts: ClassVar[dict[str, str]] = {
        "snub": "Animal: main players who did not invite you pay a ship",
        "party": "Animal: throw a party for the winning side",
    }
    narration: ClassVar[dict[str, Teller]] = {
        "animal_snubbed": lambda d, name: (
            f"{', '.join(name(s) for s in d['players'])} did not invite {name(d['seat'])} (Animal): "
            f"{d['ships']} ship{'s' if d['ships'] > 1 else ''} each to the warp."
        ),
        "animal_party": lambda d, name: (
            f"{name(d['seat'])} throws a party (Animal): "
            f"{', '.join(name(s) for s in d['players'])} may draw a card."
        ),
        "animal_quake": lambda d, name: f"{name(d['seat'])}'s wild party shakes the cosmos (Animal Wild).",
    }
    uses: ClassVar[tuple[Use, ...]] = (
        Use("snub", ALLIANCE, NOT_MAIN, mandatory=True),
        Use("party", RESOLVED, MAIN_OR_ALLY, mandatory=True),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, NOT_MAIN),)  # target: the snub's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "snub":
            return [{}] if snubbed_by(state, seat) else []
        if use.key == "party":
            side = hooks.side_of(state, seat)
            return [{}] if side in SIDES and state.enc.outcome == side else []
        if use.key == "super":
            play = power_use_pending(state, target, seat, NAME, ("snub",))
            return [{}] if play is not None and not hooks.scratch(state, NAME).get("super") else []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":  # read when the snub resolves
            hooks.scratch(state, NAME)["super"] = True
            return
        if use == "wild":
            note(ev, "animal_quake", seat=seat)
            cosmic_quake(state, ev)
            redirect_flare(state, seat, NAME, hooks.owner_of(state, NAME))
            return
        if use == "party":
            guests = party_guests(state, str(state.enc.outcome))
            note(ev, "animal_party", seat=seat, players=guests)
            push(state, *[("animal_party", s) for s in guests])
            return
        mains = snubbed_by(state, seat)
        ships = 2 if hooks.scratch(state, NAME).get("super") else 1
        note(ev, "animal_snubbed", seat=seat, players=mains, ships=ships)
        push(state, *[("lose_ships", m, ships, "animal", SENT, seat) for m in mains])


register(Animal)
