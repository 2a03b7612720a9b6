"""Seeker: before the cards are chosen, asks a main player one yes-or-no question from a fixed menu, answered
truthfully; an answer about the card it will play binds it for this encounter.

The menu (``QUESTIONS``): facts about the asked player's own hand, which the engine answers itself, and
intentions about the encounter card it will choose, which the player answers (only with an answer it can
keep) and is then held to (``mods.pledges``, read by the card choice). "I don't know" is allowed when
the player chooses its card only after seeing its opponent's (FAQ H10: a contingent answer binds nothing).
Questions are only ever about the asked player's own hand and play (FAQ H7: not about another hand).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.cards.catalog import ARTIFACT, ATTACK, FLARE, MORPH, NEGOTIATE, REINFORCEMENT
from game.core import Events, answer, ask_choice, note
from game.hooks import ALLY, MAIN_OR_ALLY, YELLOW, Power, Use, register
from game.phases.planning import pledge_matches, select_options
from game.prompts import Prompt
from game.state import GameState
from game.windows import ALLIANCE, PLANNING

# question id -> (about the card it will play?, card kind, least attack value, words)
QUESTIONS: dict[str, tuple[bool, str, int, str]] = {
    "hold_negotiate": (False, NEGOTIATE, 0, "Do you hold a negotiate?"),
    "hold_morph": (False, MORPH, 0, "Do you hold a morph?"),
    "hold_attack_10": (False, ATTACK, 10, "Do you hold an attack of 10 or more?"),
    "hold_attack_15": (False, ATTACK, 15, "Do you hold an attack of 15 or more?"),
    "hold_artifact": (False, ARTIFACT, 0, "Do you hold an artifact?"),
    "hold_reinforcement": (False, REINFORCEMENT, 0, "Do you hold a reinforcement?"),
    "hold_flare": (False, FLARE, 0, "Do you hold a flare?"),
    "play_negotiate": (True, NEGOTIATE, 0, "Will you play a negotiate?"),
    "play_morph": (True, MORPH, 0, "Will you play a morph?"),
    "play_attack": (True, ATTACK, -99, "Will you play an attack?"),
    "play_attack_10": (True, ATTACK, 10, "Will you play an attack of 10 or more?"),
    "play_attack_15": (True, ATTACK, 15, "Will you play an attack of 15 or more?"),
}
YES, NO, UNKNOWN = "yes", "no", "unknown"
SUPER_NAMED = "named"  # scratch: {str(seat): card} the card a player said it will play (Super)


def asked_players(state: GameState, seat: int) -> list[int]:
    """Whom ``seat`` may question: its opponent as a main player, either main player as an ally."""
    other = hooks.opponent(state, seat)
    if other >= 0:
        return [other]
    if state.enc.defense < 0:
        return []
    return [state.offense, state.enc.defense]


def truth(state: GameState, player: int, question: str) -> bool:
    """The true answer to a question about ``player``'s hand."""
    _, kind, least, _ = QUESTIONS[question]
    return any(pledge_matches(c, kind, least) for c in state.hands[player])


def contingent(state: GameState, player: int) -> bool:
    """Does ``player`` choose its card only after seeing its opponent's (it cannot say yet: FAQ H10)?"""
    first = state.enc.mods.face_up_first if state.enc.mods.face_up_first is not None else -1
    return first >= 0 and first != player and first in (state.offense, state.enc.defense)


def answers(state: GameState, player: int, question: str) -> list[str]:
    """The answers ``player`` may give to an intention: only ones it can keep with the cards it may choose;
    "I don't know" when its choice depends on a card not yet shown."""
    _, kind, least, _ = QUESTIONS[question]
    cards = [o["card"] for o in select_options(state, player)]
    out = [
        a
        for a, yes in ((YES, True), (NO, False))
        if any(pledge_matches(c, kind, least) == yes for c in cards)
    ]
    if contingent(state, player):
        out.append(UNKNOWN)
    return out


class Seeker(Power):
    """Truth."""

    name: ClassVar[str] = "Seeker"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "As a main player or an ally, once alliances are formed and before cards are chosen, you may ask "
        "one main player (your opponent, if you are a main player) one yes-or-no question: about its hand, "
        "answered truthfully, or about the card it will play, which then binds it for this encounter."
    )
    wild_text: ClassVar[str] = (
        "As an ally, once alliances are formed: the main player you joined shows you alone the encounter "
        "card it means to play, and must then play it if it can. Once per encounter."
    )
    super_text: ClassVar[str] = (
        "Instead of a yes-or-no question, ask your power's player which card it will play: it names one "
        "of its encounter cards to the table and must play it (unless it chooses only after seeing its "
        "opponent's card: then it may say it does not know)."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("ask", PLANNING, MAIN_OR_ALLY),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, ALLY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", PLANNING, MAIN_OR_ALLY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "wild":
            if "wild" in hooks.scratch(state, "Seeker"):
                return []  # one player's card per encounter
            side = hooks.side_of(state, seat)
            main = hooks.main_of(state, side) if side else -1
            if main < 0 or main == seat or not select_options(state, main):
                return []
            return [{"player": main}]
        if hooks.already_used(state, seat, self.name, self.uses[0], -1, PLANNING):
            return []  # the power's one question this encounter (the Super takes its place)
        players = asked_players(state, seat)
        if use.key == "super":
            return [
                {"player": p}
                for p in players
                if str(p) not in hooks.scratch(state, "Seeker").get(SUPER_NAMED, {})
            ]
        return [{"player": p, "question": q} for p in players for q in QUESTIONS]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        player = int(action["player"])
        if use == "wild":
            hooks.scratch(state, "Seeker")["wild"] = player
            shown = _show_options(state, player, seat)
            if shown:
                ask_choice(state, ev, player, "seeker_show", shown)
            return
        if use == "super":  # it takes the place of the power's question this encounter
            hooks.mark_used(state, seat, self.name, self.uses[0], -1, PLANNING)
            note(ev, "seeker_question", seat=seat, player=player, question="which_card")
            options = [
                {"type": "seeker_name", "card": o["card"], "by": seat} for o in select_options(state, player)
            ]
            if contingent(state, player):
                options.append({"type": "seeker_name", "unknown": True, "by": seat})
            if options:
                ask_choice(state, ev, player, "seeker_name", options)
            return
        question = str(action["question"])
        note(ev, "seeker_question", seat=seat, player=player, question=question)
        if not QUESTIONS[question][0]:
            said = YES if truth(state, player, question) else NO
            note(ev, "seeker_answer", seat=player, by=seat, question=question, answer=said, binding=False)
            return
        options = [
            {"type": "seeker_answer", "answer": a, "question": question, "by": seat}
            for a in answers(state, player, question)
        ]
        if options:
            ask_choice(state, ev, player, "seeker_answer", options)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        pledges = state.enc.mods.pledges
        return {"bound": dict(pledges)} if pledges else {}


register(Seeker)


def _show_options(state: GameState, player: int, seeker: int) -> list[dict[str, Any]]:
    """The cards ``player`` may show as the one it will play: its encounter cards, also those a power lets
    it play from outside its hand (Miser's hoard: ``held`` names the power, as in Planning)."""
    out = []
    for o in select_options(state, player):
        option: dict[str, Any] = {"type": "seeker_show", "card": o["card"], "by": seeker}
        if "held" in o:
            option["held"] = o["held"]
        out.append(option)
    return out


@answer("seeker_answer")
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, question, said = prompt.seat, str(action["question"]), str(action["answer"])
    binding = said != UNKNOWN
    note(ev, "seeker_answer", seat=seat, by=action["by"], question=question, answer=said, binding=binding)
    if binding:
        _, kind, least, _ = QUESTIONS[question]
        if state.enc.mods.pledges is None:
            state.enc.mods.pledges = {}
        state.enc.mods.pledges.setdefault(str(seat), []).append([kind, least, said == YES])


@answer("seeker_name")
def _on_name(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, card = prompt.seat, int(action.get("card", -1))
    if action.get("unknown") or card < 0:
        note(
            ev,
            "seeker_answer",
            seat=seat,
            by=action["by"],
            question="which_card",
            answer=UNKNOWN,
            binding=False,
        )
        return
    mods = state.enc.mods
    hooks.scratch(state, "Seeker").setdefault(SUPER_NAMED, {})[str(seat)] = card
    if mods.shown is None:
        mods.shown = []
    mods.shown.append(card)  # named to the table: face up from now on
    if mods.forced_card is None:
        mods.forced_card = {}
    mods.forced_card[str(seat)] = card
    note(ev, "card_named", seat=seat, card=card, by=action["by"])


@answer("seeker_show")
def _on_show(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, card, seeker = prompt.seat, int(action["card"]), int(action["by"])
    if state.enc.mods.forced_secret is None:
        state.enc.mods.forced_secret = {}
    state.enc.mods.forced_secret[str(seat)] = card  # secret: only the two of them know
    note(ev, "card_intended", to=(seat, seeker), seat=seat, card=card, watchers=[seeker])
    note(ev, "card_intended_shown", seat=seat, by=seeker)
