"""The screen never lies: the top bar and the encounter panel state what the engine's view says
(``hud.screen_facts``), the totals on the panel and under the cards are the engine's own, a card shown face
up before the reveal lies face up, cards that left the table leave their slots, and the animator's patches
never mix two encounters."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from kit import frames, make_app, table_app

from game.bots import make_bot
from game.engine import apply
from game.events import Event
from game.phases import resolution
from game.scenario import load_scenario, run_scenario
from game.sim import seat_context
from game.state import Encounter, GameState
from game.ui import cards, theme
from game.ui.animator import DURATION, blank_encounter
from game.ui.hud import screen_facts
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession, Seat
from game.view import view_for

SCENARIOS = "tests/scenarios/aliens"


@pytest.fixture
def words(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string the theme renders while the test runs."""
    said: list[str] = []
    render = theme.text

    def text(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(s)
        return render(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", text)
    yield said


def _bots(seed: int, until: Callable[[GameState], bool], aliens: str = "random") -> TableScene:
    """A table of random bots played (without the window's loop) until ``until(state)``; the screen snapped
    to the public view."""
    _, scene = table_app(["random"] * 5, seed=seed, aliens=aliens)
    session = scene.session
    assert isinstance(session, LocalSession)
    while not until(session.state):
        assert session.bot_step() is not None, "the game ended first"
    scene.animator.skip()
    scene.table.looker = None
    scene.table.refresh()
    return scene


def _at(state: GameState, size: tuple[int, int] = (1600, 900)) -> TableScene:
    """A table showing ``state`` (a scenario's) to the whole table."""
    app = make_app(size)
    session = LocalSession(state.config, [Seat() for _ in range(state.n)])
    session.state = state
    scene = TableScene(app, session)
    app.switch(scene)
    scene.table.looker = None
    scene.table.refresh()
    return scene


def _draw(scene: TableScene) -> None:
    surf = pygame.Surface((scene.table.layout.w, scene.table.layout.h))
    cards.begin_frame()
    scene.board.draw(surf)
    scene.hud.draw(surf)


def _facts(scene: TableScene) -> dict[str, Any]:
    return {k: v for k, v in scene.hud.drawn.items() if k != "panel"}


def _scenario(name: str, actions: int) -> GameState:
    data = load_scenario(f"{SCENARIOS}/{name}.toml")
    result = run_scenario({**data, "actions": data["actions"][:actions]})
    assert result.error is None, result.error
    return result.state


# -- the facts ------------------------------------------------------------------------------------------


def test_the_facts_are_the_same_for_every_seat_and_the_hud_keeps_what_it_drew() -> None:
    scene = _bots(7, lambda s: s.actions >= 40)
    state = scene.session.state  # type: ignore[attr-defined]
    public = screen_facts(view_for(state, None))
    for seat in range(state.n):  # the same facts for everyone (a window is named only to a seat asked in it)
        assert {**screen_facts(view_for(state, seat)), "window": None} == {**public, "window": None}
    _draw(scene)
    assert _facts(scene) == public
    assert scene.hud.drawn["panel"]  # and the panel's lines


def _revealed(state: GameState) -> bool:
    return state.enc.revealed and not state.enc.outcome and bool(state.prompts)


def test_while_reinforcements_are_decided_the_panel_and_the_labels_show_the_engines_totals() -> None:
    """The reveal window (or any prompt after the reveal, before Resolution): "Attack 20 + 12 ships = 32",
    the figure Resolution will decide with, never the card's value alone."""
    scene = _bots(11, _revealed)
    state = scene.session.state  # type: ignore[attr-defined]
    off, dfn = resolution.totals(state)
    _draw(scene)
    assert _facts(scene)["offense_total"] == off and _facts(scene)["defense_total"] == dfn
    assert scene.board.labels == {"offense": off, "defense": dfn}
    panel = scene.hud.drawn["panel"]
    names = state.config.seats
    assert any(
        line.startswith(f"{names[state.offense].name}: ") and line.endswith(f"= {off}") for line in panel
    )
    assert any(
        line.startswith(f"{names[state.enc.defense].name}: ") and line.endswith(f"= {dfn}") for line in panel
    )
    assert any("ship" in line for line in panel)


def test_after_resolution_the_panel_the_labels_and_the_log_agree() -> None:
    scene = _bots(11, lambda s: s.enc.mods.decided is not None and bool(s.prompts))
    session = scene.session
    decided = [e for b in session.history for e in b.events if e.kind == "encounter_decided"][-1].data
    figures = (decided["offense_total"], decided["defense_total"])
    _draw(scene)
    assert (_facts(scene)["offense_total"], _facts(scene)["defense_total"]) == figures
    panel = scene.hud.drawn["panel"]
    assert f"The {decided['winner']} wins, {figures[0]} to {figures[1]}." in panel
    if not session.state.enc.mods.table_cleared:  # type: ignore[attr-defined]
        assert scene.board.labels == {"offense": figures[0], "defense": figures[1]}


def test_setup_names_who_goes_first_and_no_offense(words: list[str]) -> None:
    """While the aliens are chosen, the header says who will go first (the log's "Yellow goes first") and
    neither the header nor the board names an offense."""
    _, scene = table_app(["human"] * 5, seed=4, aliens="choose", size=(1920, 1080))
    scene.table.looker = None
    scene.table.refresh()
    words.clear()
    _draw(scene)
    assert _facts(scene)["offense"] is None and _facts(scene)["phase"] == "Setup"
    first = scene.session.config.seats[scene.table.shown["first_player"]].name
    told = [e for b in scene.session.history for e in b.events if e.kind == "game_started"]
    assert told[0].data["first"] == scene.table.shown["first_player"]
    assert f"{first} goes first" in words
    assert not any(w.endswith("'s turn") for w in words)
    assert "OFFENSE" not in words and not any(w.endswith("· offense") for w in words)


# -- the cards in their slots ---------------------------------------------------------------------------


def test_oracles_opponent_card_is_drawn_face_up_and_named() -> None:
    state = _scenario("oracle-foresees-opponent-card", 5)  # Blue chose its Attack 12, face up
    card = state.enc.mods.shown[0]
    scene = _at(state)
    _draw(scene)
    assert card in cards.FACES_DRAWN
    panel = scene.hud.drawn["panel"]
    assert "Blue: Attack 12, face up" in panel
    assert not any("card chosen" in line and line.startswith("Blue") for line in panel)
    assert any("shown face up before the reveal" in text for _, text in scene.board.hover)


def test_cards_fido_gave_away_are_not_in_the_slots() -> None:
    state = _scenario("fido-power-fetch-accepted", 7)  # Fido offers the defense's Attack 12 to Red
    scene = _at(state)
    _draw(scene)
    assert not any("encounter card" in text for _, text in scene.board.hover)
    assert set(cards.FACES_DRAWN) <= set(state.discard[-1:])  # only the discard pile's top card
    assert scene.board.labels == {"offense": 23, "defense": 16}  # the result stays told under the slots
    assert _facts(scene)["window"] is None
    assert scene.hud.drawn["panel"][1:] == [
        "Red: Attack 20 + 3 ships = 23",  # the cards are gone, what they counted stays told
        "Blue: Attack 12 + 4 ships = 16",
        "The offense wins, 23 to 16.",
    ]


# -- the animator's patches -----------------------------------------------------------------------------


def test_a_fresh_encounter_patch_is_the_engines_fresh_encounter() -> None:
    """Every encounter field the view has, the animator resets as a new encounter starts: nothing of the
    last one can survive under the new offense."""
    scene = _bots(5, lambda s: s.actions >= 60)
    state = scene.session.state.copy()  # type: ignore[attr-defined]
    state.enc = Encounter()
    state.enc_no = 1
    state.answers, state.prompts, state.window = {}, [], None
    assert blank_encounter(1) == view_for(state, None)["encounter"]


def test_a_new_turn_does_not_show_the_last_encounter_under_the_new_offense() -> None:
    """The attract mode once said "Red attacks Yellow, offense allies: Red, Blue": the new turn's offense
    over the last encounter's defense and allies."""
    scene = _bots(5, lambda s: bool(s.enc.off_allies) and s.enc.defense >= 0)
    state = scene.session.state  # type: ignore[attr-defined]
    ally = next(s for s in range(state.n) if state.enc.off_allies >> s & 1)
    anim = scene.animator
    anim.feed([Event("turn_started", {"seat": ally, "turn": state.turn + 1})])
    anim.update(0.01)
    _draw(scene)
    assert scene.hud.drawn["panel"] == ["No encounter yet."]
    anim.feed([Event("encounter_started", {"offense": ally, "number": 1})])
    anim.update(1.0)
    _draw(scene)
    name = state.config.seats[ally].name
    panel = scene.hud.drawn["panel"]
    assert panel[0] == f"{name} waits for destiny" and not any("allies" in line for line in panel)


def test_an_extra_encounter_gives_the_interrupted_one_back() -> None:
    scene = _bots(5, lambda s: s.enc.defense >= 0 and s.enc.target >= 0)
    shown = scene.table.shown
    before = (shown["offense"], dict(shown["encounter"]))
    anim = scene.animator
    anim.feed(
        [
            Event("encounter_started", {"offense": 2, "number": before[1]["number"], "extra": True}),
            Event("defense_chosen", {"seat": 3}),
        ]
    )
    anim.update(1.0)
    assert scene.table.shown["offense"] == 2 and scene.table.shown["encounter"]["defense"] == 3
    anim.feed([Event("encounter_resumed", {"offense": before[0]})])
    anim.update(1.0)
    assert (scene.table.shown["offense"], scene.table.shown["encounter"]) == before


def test_the_decision_patches_the_engines_figures_and_discards_empty_the_slots() -> None:
    scene = _bots(11, _revealed)
    enc = scene.table.shown["encounter"]
    off_card = enc["offense_card_up"]
    assert isinstance(off_card, int)
    anim = scene.animator
    anim.feed([Event("encounter_decided", {"winner": "defense", "offense_total": 30, "defense_total": 41})])
    anim.update(5.0)
    enc = scene.table.shown["encounter"]
    assert (enc["offense_total"], enc["defense_total"], enc["outcome"]) == (30, 41, "defense")
    assert enc["offense_parts"] is None or enc["offense_parts"]["total"] == 30
    anim.feed([Event("discarded", {"seat": scene.table.shown["offense"], "cards": [off_card]})])
    anim.update(5.0)
    assert enc["offense_card_up"] is None and not enc["offense_card_down"]
    _draw(scene)
    assert off_card not in cards.FACES_DRAWN[:-1] or scene.table.shown["discard"][-1] == off_card


# -- the header follows the engine ----------------------------------------------------------------------


def test_while_a_batch_is_told_the_header_follows_its_phases() -> None:
    """A pause at a window with events still staged keeps the patched view on screen: its phase follows the
    events told so far (cards revealed: Reveal; the winner decided: Resolution), not the last snap."""
    scene = _bots(11, lambda s: s.enc.defense >= 0 and s.phase == "alliance" and bool(s.prompts))
    anim = scene.animator
    anim.feed(
        [
            Event(
                "cards_revealed",
                {"offense": 3, "defense": 40, "offense_as": "attack", "defense_as": "attack"},
            )
        ]
    )
    anim.update(0.01)
    _draw(scene)
    assert scene.hud.drawn["phase"] == "Reveal"
    anim.feed([Event("encounter_decided", {"winner": "offense", "offense_total": 9, "defense_total": 8})])
    anim.update(5.0)
    _draw(scene)
    assert scene.hud.drawn["phase"] == "Resolution"


def test_after_an_answer_that_moves_nothing_the_header_follows_the_engine() -> None:
    """One person and four slow bots. The person answers a prompt whose events need no animation (a pass
    that moves the game to another phase or window): a few frames later, at rest, the header says the
    engine's phase and window. (The table once kept the old ones: "Destiny" under "Aim the hyperspace
    gate", "window: zap" under Fido's offer, until a bot moved.)"""
    app, scene = table_app(
        ["human", "random", "random", "random", "random"], seed=42, aliens="random", bot_speed=0.25
    )
    session = scene.session
    assert isinstance(session, LocalSession)
    person = make_bot("random", 1)
    checked = 0
    for _ in range(20000):
        frames(app, 1, dt=0.2)
        if session.over or checked >= 3:
            break
        prompt = scene.prompt.prompt
        if prompt is None or prompt.seat != 0 or scene.animator.busy or scene.stage:
            continue
        action = person.act(prompt, seat_context(session.state, 0))
        trial = session.state.copy()
        events = apply(trial, {"seat": 0, **action})
        quiet = all(e.kind not in DURATION for e in events)
        moved = screen_facts(view_for(trial, None)) != screen_facts(session.view(None))
        scene.submit(0, action)
        if quiet and moved:
            frames(app, 3, dt=0.01)  # too soon for a slow bot to act
            assert not scene.animator.busy and not scene.stage
            assert _facts(scene) == screen_facts(session.view(None))
            checked += 1
    assert checked
