"""Sniveler (Cosmic Incursion): a main player that is strictly worst off (most ships in the warp, fewest
foreign colonies) or lacks an encounter card it wants whines before invitations, and the table must give
in or pay.

How the table answers (our reading of "all other players agree", confirmed by the FAQ's Locust ruling:
one refusal makes everyone pay):

- ships and colonies: every other player answers in timing order, agree or refuse. All agree: the
  Sniveler retrieves all its ships from the warp / founds one extra foreign colony where it chooses. The
  first refusal ends the asking: each other player puts ships of its choice into the warp until it has as
  many there as the Sniveler (as far as it can) / gives up one foreign colony of its choice (its ships go
  back to its other colonies; Locust's devoured planets are untouched).
- cards: the Sniveler names an encounter card it holds none of (an attack of at least a value printed on
  a card of the game, a negotiate, a morph: FAQ). Every other player in timing order may give it one such
  card; the first gift ends it. If nobody gives, every player discards all such cards.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import ALLY, GATE, colonies, foreign_colony_count, move, ships_on, ships_on_colonies
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, MORPH, NEGOTIATE, REWARD_IDS, cosmic_cards
from game.config import REWARDS_NONE
from game.core import Events, answer, ask, ask_choice, note, push, step, timing_order
from game.deck import discard_from_hand
from game.encounter_mods import need
from game.hooks import ANY, MAIN, NOT_MAIN, YELLOW, Power, Use, register
from game.moments import EncounterEnd, Moment, PhaseStart
from game.moves import LOST, place_ships
from game.phases.alliance import MAX_ALLY, join_alliance
from game.prompts import CHOOSE, SHIPS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, INVITE, WON

WHINE = "whine"  # scratch: the whine being answered (public: it is announced)
# state.extra: the Super's challenge of a win, {seat, winners, refused, defense, done} (once a game, FAQ F9)
CONTEST = "Sniveler/contest"
MAX_COLONY_SHIPS = 4


def foreign_planets(state: GameState, seat: int) -> list[int]:
    """Planets where ``seat`` has a colony outside its home system (ships it could take home)."""
    home = state.planet_home
    return [p for p in colonies(state, seat) if home[p] != seat and home[p] >= 0]


def attack_values(state: GameState) -> list[int]:
    """The attack values printed on cards of this game (the cosmic deck, with the large-group cards when
    they are in, and the reward deck's attacks when reward cards are in play): the only values a whine
    may name (FAQ)."""
    ids = list(cosmic_cards(state.config))
    if state.config.rewards != REWARDS_NONE:
        ids += list(REWARD_IDS)
    return sorted({CARD_VALUE[c] for c in ids if CARD_KIND[c] == ATTACK})


def wanted(card: int, want: str, at_least: int) -> bool:
    """Is ``card`` the kind of card the whine names?"""
    return CARD_KIND[card] == want and (want != ATTACK or CARD_VALUE[card] >= at_least)


def whine_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """What ``seat`` may whine about now (FAQ: strictly the most ships in the warp / fewest colonies)."""
    others = [s for s in range(state.n) if s != seat]
    out: list[dict[str, Any]] = []
    if others and all(state.warp[seat] > state.warp[s] for s in others):
        out.append({"about": "ships"})
    mine = foreign_colony_count(state, seat)
    if others and all(mine < foreign_colony_count(state, s) for s in others):
        out.append({"about": "colonies"})
    hand = state.hands[seat]
    best = max((CARD_VALUE[c] for c in hand if CARD_KIND[c] == ATTACK), default=None)
    for v in attack_values(state):
        if best is None or v > best:
            out.append({"about": "cards", "want": ATTACK, "at_least": v})
    for kind in (NEGOTIATE, MORPH):
        if not any(CARD_KIND[c] == kind for c in hand):
            out.append({"about": "cards", "want": kind, "at_least": 0})
    return out


def _others(state: GameState, seat: int) -> list[int]:
    return [s for s in timing_order(state) if s != seat]


class Sniveler(Power):
    """Whine."""

    name: ClassVar[str] = "Sniveler"
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = YELLOW
    summary: ClassVar[str] = (
        "Once per encounter, as a main player before allies are invited, you may whine if you alone have "
        "the most ships in the warp (all others agree to free them all, or each puts ships into the warp to "
        "match you), or the fewest foreign colonies (all agree to give you one more where you choose, or "
        "each gives up one of theirs), or lack an encounter card you name (someone gives you one, or every "
        "player discards all such cards)."
    )
    wild_text: ClassVar[str] = (
        "After alliances are formed, if you are not a main player and nobody invited you, complain to one "
        "main player: it lets you join its side, or its allies go home."
    )
    super_text: ClassVar[str] = (
        "When other players win the game while you are one colony short, they let you share the win, or "
        "you have a special encounter against one who refuses (no previous winner may ally with you): win "
        "it and you and your allies win too."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("whine", INVITE, MAIN),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, NOT_MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", WON, ANY),)

    hears = (PhaseStart, EncounterEnd)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "super":
            won = enc.mods.won or []
            need = state.config.colonies_to_win
            if not won or seat in won or CONTEST in state.extra:  # F9: never a second time
                return []
            return [{}] if foreign_colony_count(state, seat) == need - 1 else []
        if use.key == "whine":
            return [] if WHINE in hooks.scratch(state, "Sniveler") else whine_options(state, seat)
        # Wild: not invited at all, not in the encounter
        bit = 1 << seat
        if (enc.invited_off | enc.invited_def | enc.off_allies | enc.def_allies) & bit:
            return []
        if not ships_on_colonies(state, seat):
            return []
        return [{"player": p} for p in (state.offense, enc.defense) if p >= 0]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            winners = sorted(need(state.enc.mods.won))
            state.extra[CONTEST] = {
                "seat": seat,
                "winners": winners,
                "refused": [],
                "defense": -1,
                "done": False,
            }
            note(ev, "win_contested", seat=seat, winners=winners)
            push(state, ("sniveler_share", [s for s in timing_order(state) if s in winners]))
            return
        if use == "wild":
            main = int(action["player"])
            note(ev, "complained", seat=seat, player=main)
            options = [{"type": "complaint", "invite": True}, {"type": "complaint", "invite": False}]
            hooks.scratch(state, "Sniveler")["complaint"] = [seat, main]
            ask(state, main, CHOOSE, "sniveler_complaint", options)
            return
        about = str(action["about"])
        whine: dict[str, Any] = {"seat": seat, "about": about}
        if about == "cards":
            whine.update(want=str(action["want"]), at_least=int(action["at_least"]))
        hooks.scratch(state, "Sniveler")[WHINE] = whine
        note(ev, "whined", **whine)
        push(state, ("sniveler_ask", _others(state, seat)))

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case PhaseStart(phase=phase):
                self._phase_start(state, ev, seat, phase)
            case EncounterEnd():
                self._encounter_end(state, ev, seat)

    def _phase_start(self, state: GameState, ev: Events, seat: int, phase: str) -> None:
        contest = _special(state, seat)
        if contest is not None and phase == "alliance":  # no previous winner may ally with the Sniveler
            state.enc.mods.no_offense_ally = list(contest["winners"])

    def _encounter_end(self, state: GameState, ev: Events, seat: int) -> None:
        contest = _special(state, seat)
        if contest is None:
            return
        contest["done"] = True
        winners = set(contest["winners"])
        won = state.enc.outcome == "offense"
        if won:  # the Sniveler and all its allies win too (FAQ: allies need not be one colony short)
            enc = state.enc
            winners |= {seat} | {s for s in range(state.n) if enc.off_allies >> s & 1}
        state.extra["extra_winners"] = sorted(winners)
        note(ev, "contest_decided", seat=seat, won=won, winners=sorted(winners))

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        contest = state.extra.get(CONTEST)
        return {"contested": True} if contest and contest["seat"] == seat else {}


register(Sniveler)


def _special(state: GameState, seat: int) -> dict[str, Any] | None:
    """The Super's special encounter, if ``seat`` is having it now."""
    contest: dict[str, Any] | None = state.extra.get(CONTEST)
    if not contest or contest["done"] or contest["seat"] != seat or contest["defense"] < 0:
        return None
    enc = state.enc
    if state.offense != seat or enc.defense != contest["defense"] or not enc.mods.interrupting:
        return None
    return contest


@step("sniveler_share")
def sniveler_share(state: GameState, ev: Events, left: list[int]) -> None:
    """Sniveler Super: each winner lets the Sniveler share the win or refuses; then the Sniveler joins the
    winners, or meets a refuser of its choice in a special encounter."""
    contest = state.extra[CONTEST]
    seat = int(contest["seat"])
    if left:
        options = [{"type": "share_win", "share": True}, {"type": "share_win", "share": False}]
        ask(state, left[0], CHOOSE, "sniveler_share", options, spec={"left": left[1:]})
        return
    if not contest["refused"]:
        contest["done"] = True
        state.enc.mods.won = sorted({*need(state.enc.mods.won), seat})
        note(ev, "win_shared", seat=seat)
        return
    options = [{"type": "contest", "player": w} for w in contest["refused"]]
    ask_choice(state, ev, seat, "sniveler_contest", options)


@answer("sniveler_share")
def _on_share(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    share = bool(action["share"])
    note(ev, "win_share_answered", seat=prompt.seat, share=share)
    if not share:
        state.extra[CONTEST]["refused"].append(prompt.seat)
    push(state, ("sniveler_share", list(prompt.spec["left"])))


@answer("sniveler_contest")
def _on_contest(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The special encounter: a new encounter, the Sniveler against the chosen winner's home system."""
    defense = int(action["player"])
    state.extra[CONTEST]["defense"] = defense
    state.enc.mods.extra_encounter = [prompt.seat, defense]
    note(ev, "special_encounter", seat=prompt.seat, player=defense)


@step("sniveler_ask")
def sniveler_ask(state: GameState, ev: Events, left: list[int]) -> None:
    """Ask the next other player how it answers the whine; with nobody left, settle it."""
    whine = hooks.scratch(state, "Sniveler")[WHINE]
    if not left:
        _settle(state, ev, whine, gave=False)
        return
    seat = left[0]
    if whine["about"] == "cards":
        options = [
            {"type": "whine_card", "card": c}
            for c in state.hands[seat]
            if wanted(c, whine["want"], whine["at_least"])
        ]
        options.append({"type": "whine_refuse"})
    else:
        options = [{"type": "whine_answer", "agree": True}, {"type": "whine_answer", "agree": False}]
    ask(state, seat, CHOOSE, "sniveler_answer", options, spec={"left": left[1:], "about": whine["about"]})


@answer("sniveler_answer")
def _on_answer(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    whine = hooks.scratch(state, "Sniveler")[WHINE]
    seat, sniveler, left = prompt.seat, int(whine["seat"]), list(prompt.spec["left"])
    if action["type"] == "whine_refuse":
        note(ev, "whine_answered", seat=seat, agree=False)
        push(state, ("sniveler_ask", left))
        return
    if action["type"] == "whine_card":
        card = int(action["card"])
        state.hands[seat].remove(card)
        state.hands[sniveler].append(card)
        note(ev, "whine_answered", seat=seat, agree=True)
        note(ev, "cards_given", giver=seat, receiver=sniveler, count=1)
        note(ev, "cards_given_ids", to=(seat, sniveler), giver=seat, receiver=sniveler, cards=[card])
        return
    agree = bool(action["agree"])
    note(ev, "whine_answered", seat=seat, agree=agree)
    if agree:
        push(state, ("sniveler_ask", left))
    else:
        _settle(state, ev, whine, gave=True)


def _settle(state: GameState, ev: Events, whine: dict[str, Any], gave: bool) -> None:
    """Carry out the whine: ``gave`` is True once somebody refused (ships, colonies); for cards, reaching
    here means nobody gave one."""
    seat, about = int(whine["seat"]), whine["about"]
    steps: list[tuple[Any, ...]] = []
    if about == "cards":
        note(ev, "whine_refused", seat=seat, about=about)
        for s in timing_order(state):
            cards = [c for c in state.hands[s] if wanted(c, whine["want"], whine["at_least"])]
            if cards:
                discard_from_hand(state, ev, s, cards)
        return
    if not gave:
        note(ev, "whine_granted", seat=seat, about=about)
        if about == "ships":
            steps.append(("retrieve_from_warp", seat, state.warp[seat]))
        else:
            steps.append(("sniveler_colony", seat))
    else:
        note(ev, "whine_refused", seat=seat, about=about)
        for s in _others(state, seat):
            if about == "ships":
                need = state.warp[seat] - state.warp[s]
                if need > 0:
                    steps.append(("lose_ships", s, need, "sniveler", LOST, seat))
            elif foreign_planets(state, s):
                steps.append(("sniveler_give_up", s))
    push(state, *steps)


@step("sniveler_colony")
def sniveler_colony(state: GameState, ev: Events, seat: int) -> None:
    """The table gave in: the Sniveler picks a planet outside its home system where it has no colony."""
    home = state.planet_home
    planets = [
        p
        for p in range(len(home))
        if home[p] >= 0 and home[p] != seat and not ships_on(state, p, seat) and p != state.enc.target
    ]
    if not planets or not ships_on_colonies(state, seat):
        note(ev, "colony_unfounded", seat=seat, planet=-1)
        return
    ask_choice(state, ev, seat, "sniveler_planet", [{"type": "whine_colony", "planet": p} for p in planets])


@answer("sniveler_planet")
def _on_planet(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = int(action["planet"])
    sources = ships_on_colonies(state, prompt.seat)
    spec = {"type": "colony", "planet": planet, "sources": sources, "min": 1, "max": MAX_COLONY_SHIPS}
    ask(state, prompt.seat, SHIPS, "sniveler_land", spec=spec)


@answer("sniveler_land")
def _on_land(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = prompt.spec["planet"]
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, planet, count)
    note(ev, "whine_colony", seat=prompt.seat, planet=planet)


@step("sniveler_give_up")
def sniveler_give_up(state: GameState, ev: Events, seat: int) -> None:
    """A player gives up one foreign colony of its choice."""
    planets = foreign_planets(state, seat)
    if planets:
        options = [{"type": "give_up_colony", "planet": p} for p in planets]
        ask_choice(state, ev, seat, "sniveler_give_up", options)


@answer("sniveler_give_up")
def _on_give_up(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, planet = prompt.seat, int(action["planet"])
    note(ev, "colony_given_up", seat=seat, planet=planet)
    targets = [p for p in colonies(state, seat) if p != planet]
    place_ships(state, ev, seat, planet, ships_on(state, planet, seat), "sniveler_return", targets)


@answer("sniveler_return")
def _on_return(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    for planet, count in action["ships"]:
        move(state, ev, prompt.seat, prompt.spec["src"], planet, count)


@answer("sniveler_complaint")
def _on_complaint(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """Sniveler Wild: the main player invites the complainer, or its allies leave the encounter."""
    enc = state.enc
    whiner, main = hooks.scratch(state, "Sniveler")["complaint"]
    side = "offense" if main == state.offense else "defense"
    note(ev, "complaint_answered", seat=main, invite=bool(action["invite"]))
    if action["invite"]:
        spec = {
            "type": "ally",
            "sides": [side],
            "sources": ships_on_colonies(state, whiner),
            "min": 1,
            "max": int((enc.mods.ally_max or {}).get(str(whiner), MAX_ALLY)),
            "decline": True,
        }
        ask(state, whiner, SHIPS, "sniveler_join", spec=spec)
        return
    mask = enc.off_allies if side == "offense" else enc.def_allies
    steps: list[tuple[Any, ...]] = []
    for s in range(state.n):
        if mask >> s & 1:
            steps.append(("return_ships", s, GATE if side == "offense" else ALLY))
            note(ev, "alliance_cancelled", seat=s)
    if side == "offense":
        enc.off_allies = 0
    else:
        enc.def_allies = 0
    push(state, *steps)


@answer("sniveler_join")
def _on_join(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if action["type"] == "decline":
        note(ev, "ally_declined", seat=prompt.seat, reason="choice")
        return
    join_alliance(state, ev, prompt.seat, action["side"], action["ships"])
