"""Seeker: one yes-or-no question to a main player before the cards are chosen; answers about the card the
player will choose bind it for the encounter.

- Power (ask): always asked, of the player on the other side (its opponent as a main player). The question
  that pins the opponent most is preferred: "will you play an attack of 15 or more?" (either answer
  narrows the card it will meet), then the other intentions, then the facts about the hand.
- Answering (``seeker_answer``): the answer that leaves the strongest card the player may still choose
  (``card_strength``); "I don't know" when it is allowed (nothing is promised).
- Naming the card for the Super (``seeker_name``) and showing it for the Wild (``seeker_show``): "I don't
  know" when allowed, else the strongest card.
- Wild (as an ally, see the card the main player means to play; it must then play it): a small gain, played
  only when the seat holds no other flare.
- Super (ask which card the opponent will play): played when the opponent cannot answer "I don't know"
  (it does not choose after seeing the seat's card).
"""

from __future__ import annotations

from game.aliens.seeker import QUESTIONS
from game.bots.senses.kit import Option, card_strength, other_flares
from game.bots.senses.registry import AIMED, CHOOSE, FLARE, POWER
from game.bots.situation import OFFENSE, View, main_of, other_side, side_of
from game.cards.catalog import IS_ENCOUNTER
from game.phases.planning import pledge_matches

QUESTION_WORTH = {
    "play_attack_15": 1.0,
    "play_negotiate": 0.9,
    "play_attack_10": 0.8,
    "play_morph": 0.7,
    "play_attack": 0.6,
}


def _matches(card: int, question: str) -> bool:
    """Does ``card`` fit the question (the engine's own reading of it)?"""
    _, kind, least, _ = QUESTIONS[question]
    return pledge_matches(card, kind, least)


def _ask(view: View, seat: int, option: Option) -> float:
    side = side_of(view, seat) or OFFENSE
    rival = main_of(view, other_side(side))
    worth = QUESTION_WORTH.get(str(option.get("question")), 0.3)
    return worth + (0.5 if option.get("player") == rival else 0.0)


def _answer(view: View, seat: int, options: list[Option]) -> Option:
    for o in options:
        if o.get("answer") == "unknown":
            return o
    question = str(options[0].get("question"))
    cards = [c for c in view["hand"] or [] if IS_ENCOUNTER[c]]

    def best(o: Option) -> float:
        yes = o.get("answer") == "yes"
        kept = [card_strength(c) for c in cards if question in QUESTIONS and _matches(c, question) == yes]
        return max(kept, default=-2.0)

    return max(options, key=best)


def _pick_card(view: View, seat: int, options: list[Option]) -> Option:
    for o in options:
        if o.get("unknown"):
            return o
    return max(options, key=lambda o: card_strength(int(o["card"])))


def _flare(view: View, seat: int, option: Option) -> float:
    card = int(option.get("card", -1))
    if option.get("half") == "super":
        mods = view["encounter"]["modifiers"]
        first = mods.get("face_up_first")
        return -1.0 if first == seat else 0.8
    return 0.2 if not other_flares(view, card) else -1.0


POWER["Seeker"] = _ask
AIMED.add("Seeker")
CHOOSE["seeker_answer"] = _answer
CHOOSE["seeker_name"] = _pick_card
CHOOSE["seeker_show"] = _pick_card
FLARE["Seeker"] = _flare
