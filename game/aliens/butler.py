"""Butler (Cosmic Alliance): once the offense knows its defense, unless the offense tips it a card taken at
random from its hand, the Butler picks either the planet the gate points at or the colonies the offense's
ships launch from (the offense still says how many).

The chores go through generic modifiers: the aim is set before the offense aims (``enc.target``, among
``launch.target_planets``: the planets where the offense could gain a colony), the launch colonies through
``mods.launch_by``. The Wild hands the encounter to another player (``mods.offense_for``; FAQ erratum: its
win or deal is the holder's success, and it must invite the holder: ``mods.must_invite``). The Super
doubles the tip.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, teams
from game.board import ships_on, ships_on_colonies, system_planets
from game.core import Events, answer, ask_choice, note
from game.deck import take_random
from game.gains import took
from game.hooks import NOT_OFFENSE, OFFENSE, YELLOW, Power, Use, register
from game.phases.launch import target_planets
from game.prompts import Prompt
from game.state import GameState
from game.windows import LAUNCH, USING, pending_play

NAME = "Butler"


def tip_size(state: GameState) -> int:
    """Cards the offense tips this encounter: one, two with the Super."""
    return 2 if hooks.scratch(state, NAME).get("super") else 1


def chores(state: GameState) -> list[dict[str, Any]]:
    """The Butler's choices when it is not tipped: a planet to aim at, the launch colonies, or nothing."""
    out: list[dict[str, Any]] = [{"type": "butler_chore", "planet": p} for p in target_planets(state)]
    if ships_on_colonies(state, state.offense):
        out.append({"type": "butler_chore", "launch": True})
    out.append({"type": "butler_chore", "rest": True})
    return out


def substitutes(state: GameState, seat: int) -> list[int]:
    """Players who could run ``seat``'s encounter as the offense: not a main player, with ships on a
    colony and a planet of the defense's system to aim at, and (Team Cosmic) not the defense's partner."""
    enc = state.enc
    if enc.own_system or enc.defense < 0 or enc.target >= 0 or enc.mods.offense_for is not None:
        return []
    planets = system_planets(state, enc.defense)
    return [
        p
        for p in range(state.n)
        if p not in (seat, enc.defense)
        and not (state.config.teams and teams.partners(state, p, enc.defense))
        and ships_on_colonies(state, p)
        and any(not ships_on(state, planet, p) for planet in planets)
    ]


@answer("butler_tip")
def _on_tip(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The offense tips the Butler (cards at random from its hand) or lets it choose a chore."""
    butler = int(hooks.scratch(state, NAME)["butler"])
    offense = prompt.seat
    if action.get("tip"):
        cards = take_random(state, offense, tip_size(state))
        state.hands[butler].extend(cards)
        note(ev, "butler_tipped", seat=offense, by=butler, count=len(cards))
        took(state, butler, offense, len(cards))
        return
    note(ev, "butler_not_tipped", seat=offense, by=butler)
    ask_choice(state, ev, butler, "butler_chore", chores(state))


@answer("butler_chore")
def _on_chore(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Aim the gate, or pick the colonies the offense launches from later."""
    if "planet" in action:
        state.enc.target = int(action["planet"])
        note(ev, "gate_aimed", planet=state.enc.target, defense=state.enc.defense)
    elif action.get("launch"):
        state.enc.mods.launch_by = prompt.seat
        note(ev, "butler_launches", seat=prompt.seat, offense=state.offense)


def _tell_sub(d: dict[str, Any], name: Any) -> str:
    return f"{name(d['seat'])} runs the encounter in {name(d['player'])}'s place (Butler Wild)."


class Butler(Power):
    """Serve."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "When another player is the offense and its defense is known, you may serve: unless the offense "
        "tips you a card taken at random from its hand, you choose either the planet of the defense's "
        "system its gate points at, or the colonies its ships launch from (it still says how many)."
    )
    wild_text: ClassVar[str] = (
        "As the offense, once the defense is known and before the gate is aimed: another player of your "
        "choice runs this encounter as the offense in your place and must invite you to ally; if it wins "
        "or makes a deal, the encounter is a success for you."
    )
    super_text: ClassVar[str] = "When you serve, a tip is two cards taken at random instead of one."
    flare_source: ClassVar[str] = "card"
    prompt_titles: ClassVar[dict[str, str]] = {
        "butler_tip": "Butler: tip it a random card from your hand, or let it choose a chore",
        "butler_chore": "Butler: aim the gate, pick the launch colonies, or leave it",
    }
    use_texts: ClassVar[dict[str, str]] = {"serve": "serve the offense", "wild": "let {player} go first"}
    narration: ClassVar[dict[str, Any]] = {
        "butler_tipped": lambda d, name: f"{name(d['seat'])} tips {name(d['by'])} {d['count']} card(s).",
        "butler_not_tipped": lambda d, name: f"{name(d['seat'])} does not tip {name(d['by'])}.",
        "butler_launches": lambda d, name: (
            f"{name(d['seat'])} will pick the colonies {name(d['offense'])}'s ships launch from."
        ),
        "offense_substituted": _tell_sub,
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("serve", LAUNCH, NOT_OFFENSE),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LAUNCH, OFFENSE),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, NOT_OFFENSE),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "serve":
            if enc.target >= 0 or enc.mods.launch_by is not None or enc.defense < 0:
                return []
            return [{}]
        if use.key == "wild":
            return [{"player": p} for p in substitutes(state, seat)]
        play = pending_play(state, target)
        if play is None or play["seat"] != seat or play.get("alien") != NAME or play["use"] != "serve":
            return []
        return [{"play": target}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["super"] = True
            return
        if use == "wild":
            sub = int(action["player"])
            mods = state.enc.mods
            mods.offense_for = state.offense
            mods.must_invite = {str(sub): [state.offense]}
            note(ev, "offense_substituted", seat=sub, player=state.offense)
            state.offense = sub
            return
        hooks.scratch(state, NAME)["butler"] = seat
        offense = state.offense
        if state.hands[offense]:
            options = [{"type": "butler_tip", "tip": True}, {"type": "butler_tip", "tip": False}]
            ask_choice(state, ev, offense, "butler_tip", options)
        else:  # nothing to tip with
            ask_choice(state, ev, seat, "butler_chore", chores(state))


register(Butler)
