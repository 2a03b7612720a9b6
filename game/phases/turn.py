"""The turn around the encounters: Start Turn, the second encounter, the end of the turn, the win check."""

from __future__ import annotations

from typing import Any

from game import hooks, teams, windows
from game.board import colony_counts
from game.cards.catalog import CARD_NAME, CARD_VALUE
from game.cards.kickers import put_down_kickers
from game.core import Events, answer, ask_choice, note, push, step
from game.deck import (
    discard_cards,
    draw_hand_rest,
    has_encounter_card,
    needs_new_hand,
    new_hand,
    under_deck,
)
from game.encounter_mods import need
from game.hazards import deck as hazards
from game.prompts import Prompt
from game.state import Encounter, GameState
from game.windows import END, START_TURN, WON

ENCOUNTER_STEPS = (
    ("regroup",),
    ("destiny",),
    ("launch",),
    ("alliance",),
    ("planning",),
    ("reveal",),
    ("resolution",),
    ("end_encounter",),
)


@step("first_turn")
def first_turn(state: GameState, ev: Events) -> None:
    """The game's first turn, for the first player (which a scenario's setup may have changed)."""
    push(state, ("begin_turn", state.first_player))


@step("begin_turn")
def begin_turn(state: GameState, ev: Events, seat: int) -> None:
    """Make ``seat`` the offense and start its first encounter."""
    state.offense = seat
    state.turn += 1
    state.enc_no = 0
    note(ev, "turn_started", seat=seat, turn=state.turn)
    if state.config.teams and teams.extra_turn(state):  # the unused planet's turn: the odd player's again
        note(ev, "extra_turn", seat=seat)
    push(state, ("start_turn",), ("begin_encounter",))


@step("start_turn")
def start_turn(state: GameState, ev: Events) -> None:
    """An offense with no encounter card shows its hand, discards it and draws eight (R3.2, FAQ P1)."""
    state.enc = Encounter()
    state.turn_used = []
    hooks.phase_start(state, ev, "start_turn")
    # a win a power claims as the turn starts (Genius) is immediate: checked before anything else happens
    if state.any_alien and hooks.alternative_winners(state) and check_winners(state, ev):
        return
    if needs_new_hand(state, state.offense):
        new_hand(state, ev, state.offense)
    push(state, ("window", START_TURN, -1))


@step("begin_encounter")
def begin_encounter(state: GameState, ev: Events) -> None:
    """Queue the encounter's phases. Start Turn belongs to the first encounter (FAQ Z6), so only a later
    encounter starts a fresh record."""
    if state.enc_no:
        state.enc = Encounter()
    state.enc_no += 1
    state.encounters += 1
    note(ev, "encounter_started", offense=state.offense, number=state.enc_no)
    push(state, *ENCOUNTER_STEPS)


def skip_to_end(state: GameState) -> None:
    """Drop the encounter's remaining phases (re-established colony, offense out of cards, a power that
    ends the encounter). Flares still being resolved keep their way back to the hand."""
    kept = []
    while state.queue and state.queue[-1] != ("end_encounter",):
        item = state.queue.pop()
        if item[0] == "flare_back":
            kept.append(item)
    state.queue.extend(reversed(kept))


def _discard_order(state: GameState) -> list[int]:
    """The discard stacking order (FAQ V17): other cards by name and value, then encounter cards from the
    offense clockwise with the defense's card on top."""
    enc = state.enc
    others = sorted(
        (c for c in enc.in_play if c not in (enc.off_card, enc.def_card)),
        key=lambda c: (CARD_NAME[c], CARD_VALUE[c], c),
    )
    # a revealed encounter card a power took off the table (Deuce keeps the lower attack) is not discarded
    top = [c for c in (enc.off_card, enc.def_card) if c >= 0 and (not enc.revealed or c in enc.in_play)]
    between = enc.mods.discard_between
    if between:  # cards discarded between the offense's card and the defense's (Cavalry, FAQ)
        others = [c for c in others if c not in between]
        at = 1 if top and top[0] == enc.off_card else 0
        top[at:at] = [c for c in between if c in enc.in_play]
    return others + top


@step("end_encounter")
def end_encounter(state: GameState, ev: Events) -> None:
    """Discard the cards on the table, check for winners, then offer a second encounter or end the turn."""
    enc = state.enc
    if state.any_alien:  # cards powers played aside (Deuce's second card) go back or join the discards
        hooks.clear_table(state, ev)
    cards = put_down_kickers(state) + _discard_order(state)  # kickers still face down were played too
    discard_cards(state, ev, cards)
    enc.in_play = []
    if enc.mods.new_hand_rest is not None:  # a partial new hand is completed (Cavalry Wild)
        draw_hand_rest(state, ev)
    if state.config.hazards:  # the hazards of this encounter only go to their discards with the cards
        hazards.encounter_over(state, ev)
    enc.mods.table_cleared = True
    face_down = enc.mods.face_down
    enc.mods.face_down = None
    if face_down:  # a card that stayed face down under a claim goes under its deck, unseen (FAQ R3)
        under_deck(state, sorted(face_down.values()))
        note(ev, "card_under_deck", seats=sorted(int(s) for s in face_down))
    push(state, ("window", END, -1), ("after_encounter",))


@step("after_encounter")
def after_encounter(state: GameState, ev: Events) -> None:
    """Powers that count the encounter's result, the win check, then a second encounter or the turn's end."""
    enc = state.enc
    hooks.encounter_end(state, ev)
    note(ev, "encounter_ended", outcome=enc.outcome, success=enc.success)
    if check_winners(state, ev):
        return
    push(state, ("next_encounter",))


@step("next_encounter")
def next_encounter(state: GameState, ev: Events) -> None:
    """Offer a second encounter after a successful first one, or end the turn (powers may add more)."""
    enc = state.enc
    real = enc.mods.offense_for
    if real is not None:  # another seat ran the encounter in the offense's place: its result is the offense's
        enc.mods.offense_for = None
        state.offense = int(real)
        note(ev, "offense_restored", seat=state.offense)
    off = state.offense
    if enc.mods.interrupting:  # an extra encounter is over: the interrupted one resumes
        return
    extra = enc.mods.extra_encounter
    enc.mods.extra_encounter = None
    if extra:
        push(state, ("extra_encounter", int(extra[0]), int(extra[1])), ("next_encounter",))
        return
    another = enc.mods.another_encounter  # a power or flare used in the encounter settled it
    if another and not state.over and (another is True or has_encounter_card(state.hands[off])):
        push(state, ("begin_encounter",))
        return
    if normal_second_encounter(state) and has_encounter_card(state.hands[off]):
        options = [{"type": "second_encounter", "take": True}, {"type": "second_encounter", "take": False}]
        ask_choice(state, ev, off, "second_encounter", options)
    else:
        push(state, ("end_turn",))


def normal_second_encounter(state: GameState) -> bool:
    """Does the base rule offer the offense a second encounter after this one (R3.11: the first was a
    success, the table plays two-encounter turns)? The offense must still hold an encounter card."""
    enc = state.enc
    return state.enc_no == 1 and enc.success and state.config.second_encounter and not enc.turn_over


EXTRA_ENCOUNTER_STEPS = ENCOUNTER_STEPS[2:]  # from Launch on: no Regroup, no Destiny


@step("extra_encounter")
def extra_encounter(state: GameState, ev: Events, offense: int, defense: int) -> None:
    """An encounter a power grants (``mods.extra_encounter = [offense, defense]``, set during the
    encounter): ``offense`` attacks ``defense``'s home system from Launch on (``defense`` -1: a whole
    encounter from Regroup on); then the interrupted encounter's turn goes on where it stopped."""
    saved = {name: _plain(value) for name, value in state.enc.to_plain().items()}
    push(state, ("extra_begin", offense, defense), ("extra_restore", state.offense, saved))


@step("extra_begin")
def extra_begin(state: GameState, ev: Events, offense: int, defense: int) -> None:
    """Start the extra encounter."""
    state.offense = offense
    state.enc = Encounter(defense=defense)
    state.enc.mods.interrupting = True
    state.encounters += 1
    note(ev, "encounter_started", offense=offense, number=state.enc_no, extra=True)
    if defense >= 0 and not teams.may_meet(state, offense, defense):  # Team Cosmic: never the partner
        note(ev, "no_encounter_with_partner", seat=offense, partner=defense)
        return
    if defense < 0:  # a whole encounter of its own, from Regroup on (destiny finds the defense)
        push(state, *ENCOUNTER_STEPS)
        return
    note(ev, "defense_chosen", seat=defense)
    push(state, *EXTRA_ENCOUNTER_STEPS)


@step("extra_restore")
def extra_restore(state: GameState, ev: Events, offense: int, saved: dict[str, Any]) -> None:
    """Back to the interrupted encounter, as it was when it ended."""
    state.offense = offense
    state.enc = Encounter.from_plain(_plain(saved))
    note(ev, "encounter_resumed", offense=offense)


def _plain(value: Any) -> Any:
    """A deep copy of plain data (lists for tuples)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


@answer("second_encounter")
def _on_second(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    push(state, ("begin_encounter",) if action["take"] else ("end_turn",))


@step("end_turn")
def end_turn(state: GameState, ev: Events) -> None:
    """Play passes to the left (to the right while a hazard reverses it)."""
    note(ev, "turn_ended", seat=state.offense)
    if state.config.teams:  # the team seating, with the odd player's extra turn (game.teams)
        push(state, ("begin_turn", teams.next_offense(state, hazards.turn_direction(state))))
        return
    push(state, ("begin_turn", hazards.next_offense(state)))


@step("hazard_loss_check")
def hazard_loss_check(state: GameState, ev: Events) -> None:
    """A hazard in play may end the game at once with every player losing (The Entropy Beast)."""
    if hazards.everyone_loses(state, ev):
        end_game(state, ev, [])


@step("win_check")
def win_check(state: GameState, ev: Events) -> None:
    """A win check outside the end of an encounter (a power's win that is immediate)."""
    check_winners(state, ev)


def check_winners(state: GameState, ev: Events) -> bool:
    """Everyone with enough foreign colonies wins together (R5.1, R5.3), and anyone meeting its alien's own
    win condition at the same moment (and ``state.extra["extra_winners"]``, seats a power made winners).
    True if the game is over, or about to be: the WON window first, if a power may act on the win."""
    if state.config.hazards and hazards.everyone_loses(state, ev):  # The Entropy Beast's end
        end_game(state, ev, [])
        return True
    need = state.config.colonies_to_win
    winners = [s for s, count in enumerate(colony_counts(state)[1]) if count >= need]
    immediate: set[int] = set()
    if state.any_alien:
        rewritten = hooks.normal_winners(state)  # a power that rewrites the normal victory (Schizoid)
        normal = winners if rewritten is None else rewritten
        immediate = set(hooks.alternative_winners(state)) | set(state.extra.get("extra_winners", ()))
        winners = sorted(set(normal) | immediate)
    if state.config.teams:  # Team Cosmic: both partners at the same check, the odd player alone
        winners = teams.team_winners(state, set(winners), immediate)
    if not winners:
        return False
    if state.any_alien and state.enc.mods.won is None:
        if windows.wanted(state, WON):
            state.enc.mods.won = winners
            state.queue.clear()
            push(state, ("window", WON, -1), ("game_won",))
            return True
        windows.visited(state, ev, WON)
    end_game(state, ev, winners)
    return True


@step("game_won")
def game_won(state: GameState, ev: Events) -> None:
    """After the WON window: the game ends with ``mods.won`` as winners, unless a power set
    ``mods.extra_encounter``: that encounter is played first, and the win check after it decides."""
    mods = state.enc.mods
    extra = mods.extra_encounter
    mods.extra_encounter = None
    if extra:
        push(state, ("extra_encounter", int(extra[0]), int(extra[1])))
        return
    end_game(state, ev, sorted(need(mods.won)))


def end_game(state: GameState, ev: Events, winners: list[int]) -> None:
    """The game is over: ``winners`` win together."""
    state.over = True
    state.winners = winners
    state.queue.clear()
    state.prompts.clear()
    note(ev, "game_over", winners=winners)
