"""The Technology variant on the table and the command line: each tech in research lies face down for all but
its owner, and for the owner only while the screen talks to that person (docs/ui.md, "Hot-seat privacy");
completed techs lie face up with their text on hover; the switches reach the game's config."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from kit import frames, make_app, person_at

import main
from game.config import default_config
from game.describe import option_label
from game.prompts import Prompt
from game.techs.catalog import TECH_NAME, TECHS
from game.ui import techs as tech_ui
from game.ui import theme
from game.ui.hotseat_check import Checker, Report
from game.ui.layout import Layout
from game.ui.scenes.host_game import HostGameScene
from game.ui.scenes.lobby import option_lines
from game.ui.scenes.new_game import Setup, table_options
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession
from game.variant_flags import variants_from
from game.view import prompt_is_public, view_for
from net.cli import _host_core, add_commands
from net.lobby import Lobby


def tech_session(players: int = 5, seed: int = 1) -> LocalSession:
    """Bots at a tech table, played on until a tech is completed and two players have researching ships."""
    config = default_config(players, seed=seed, alien_mode="random", tech=True)
    session = LocalSession.with_strengths(config, ["normal"] * players)
    while not session.over and session.bot_step() is not None:
        s = session.state
        if s.turn >= 4 and any(s.techs_done) and sum(1 for n in s.tech_ships if n) >= 2:
            return session
    raise AssertionError("no tech was completed in this game")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, list[Any]]]:
    """Every string the window writes and every tech face it draws, while the test runs."""
    seen: dict[str, list[Any]] = {"text": [], "faces": []}
    text, face = theme.text, tech_ui.draw_face

    def recording_text(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        seen["text"].append(s)
        return text(s, *args, **kwargs)

    def recording_face(surf: pygame.Surface, rect: pygame.Rect, tech: int) -> None:
        seen["faces"].append(tech)
        face(surf, rect, tech)

    monkeypatch.setattr(theme, "text", recording_text)
    monkeypatch.setattr(tech_ui, "draw_face", recording_face)
    yield seen


def show(session: LocalSession, looker: int | None, size: tuple[int, int] = (1600, 900)) -> TableScene:
    """The table of ``session`` as ``looker`` sees it (None: the whole table), a few frames on."""
    app = make_app(size)
    scene = TableScene(app, session)
    app.switch(scene)
    scene.animator.skip()
    scene.table.looker = looker
    scene.table.refresh()
    frames(app, 3)
    return scene


def words(scene: TableScene, seen: dict[str, list[Any]]) -> str:
    return "\n".join([*seen["text"], *(t for _, t in [*scene.board.hover, *scene.hud.hover])])


def face_down(session: LocalSession) -> dict[int, int]:
    """Seat -> the tech it researches face down."""
    return {s: t for s, t in enumerate(session.state.tech_card) if t >= 0}


def test_a_tech_table_renders_research_and_completed_techs(drawn: dict[str, list[Any]]) -> None:
    session = tech_session()
    scene = show(session, None, (1280, 720))
    hover = [t for _, t in scene.board.hover]
    state = session.state
    for seat, done in enumerate(state.techs_done):
        for tech in done:  # face up, with its name, research number and text on hover
            assert tech in drawn["faces"]
            line = next(t for t in hover if t.startswith(f"{state.config.seats[seat].name}'s completed tech"))
            assert TECHS[tech].name in line and TECHS[tech].text in "\n".join(hover)
    for seat in face_down(session):
        assert any(t.startswith(f"{state.config.seats[seat].name}'s tech, face down") for t in hover)
    assert any(t.startswith("Tech deck:") for t in hover)


def test_the_face_down_tech_is_never_drawn_for_the_table(drawn: dict[str, list[Any]]) -> None:
    session = tech_session()
    hidden = face_down(session)
    assert hidden
    for looker in (None, *range(session.n)):
        drawn["text"].clear()
        drawn["faces"].clear()
        scene = show(session, looker)
        on_screen = words(scene, drawn)
        for seat, tech in hidden.items():
            if seat == looker:  # its owner, while the screen talks to it, sees it face up
                assert f"Your tech, face down to the others: {TECH_NAME[tech]}" in on_screen
                assert tech in drawn["faces"]
            else:
                assert TECH_NAME[tech] not in on_screen
                assert tech not in drawn["faces"]


def test_the_research_prompt_is_public_and_names_no_tech() -> None:
    session = tech_session()
    seat = next(iter(face_down(session)))
    options = [{"type": "pass"}, {"type": "research", "planet": 0}, {"type": "complete"}]
    prompt = Prompt(id=1, seat=seat, kind="choose", ctx="research", options=tuple(options))
    assert prompt_is_public(prompt)
    keep = Prompt(id=2, seat=seat, kind="choose", ctx="keep_tech", options=({"type": "tech", "tech": 0},))
    assert not prompt_is_public(keep)

    def name(s: int) -> str:
        return str(s)

    table = view_for(session.state, None)
    own = view_for(session.state, seat)
    complete, abandon = {"type": "complete"}, {"type": "abandon"}
    assert option_label(complete, name, 5, table) == option_label(abandon, name, 5, table)
    assert TECH_NAME[session.state.tech_card[seat]] in option_label(complete, name, 5, own)
    assert option_label({"type": "tech", "tech": 3}, name, 5, table).startswith(f"Keep {TECH_NAME[3]}")
    in_window = {**own, "play_window": "regroup"}
    assert option_label({"type": "tech", "tech": 3}, name, 5, in_window) == f"Use {TECH_NAME[3]}"


def test_researchers_fly_to_the_tech_card() -> None:
    session = tech_session()
    scene = show(session, None)
    from game.ui.board import ship_pos

    seat = next(iter(face_down(session)))
    layout, view = scene.table.layout, scene.table.shown
    assert ship_pos(layout, view, seat, "tech", 0.0) == tech_ui.tech_pos(layout, view, seat)
    assert tech_ui.strip_rects(layout, view, seat)[0].collidepoint(tech_ui.tech_pos(layout, view, seat))


@pytest.mark.parametrize("command", ["simulate", "watch", "tournament"])
def test_the_tech_flag_reaches_the_game(command: str) -> None:
    args = main.build_parser().parse_args([command, "--tech", "--hidden-powers"])
    assert variants_from(args) == {"hidden_powers": True, "tech": True}
    plain = main.build_parser().parse_args([command])
    assert variants_from(plain) == {}


def test_the_screenshot_flag_gives_a_tech_table(tmp_path: Path) -> None:
    out = str(tmp_path / "t.png")
    args = main.build_parser().parse_args(
        ["screenshot", "--tech", "--players", "3", "--actions", "5", "--frames", "1", "--out", out]
    )
    assert variants_from(args) == {"tech": True}
    assert args.fn(args) == 0 and (tmp_path / "t.png").exists()


def test_a_host_with_the_tech_flag_deals_techs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COSMIC_TABLE_DATA", str(tmp_path / "data"))
    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    core = _host_core(parser.parse_args(["host", "--headless", "--bots", "5", "--tech"]))
    assert core.lobby.options.get("tech") is True
    assert core.lobby.config(1).tech and not core.lobby.config(1).hidden_powers


class TechChecker(Checker):
    """The hot-seat check at a tech table, which also looks at every word and tech face drawn each frame:
    a tech in research may show only to the person the screen talks to (the people's side of ownership)."""

    def __init__(self, report: Report, seed: int, seen: dict[str, list[Any]]) -> None:
        super().__init__(report, seed, (1280, 720), variants={"tech": True})
        self.seen = seen
        self.tech_leaks: list[tuple[int, int, int | None]] = []  # (frame, tech, owner)
        self.owner_saw = 0
        self.researched = 0

    def _check(self, faces: list[int]) -> None:
        super()._check(faces)
        state = self.session.state
        if not self.scene.curtain.up:
            scene = self.scene
            on_screen = "\n".join(
                [*self.seen["text"], *(t for _, t in [*scene.board.hover, *scene.hud.hover])]
            )
            for seat, tech in enumerate(state.tech_card):
                if tech < 0:
                    continue
                shown = TECH_NAME[tech] in on_screen or tech in self.seen["faces"]
                if seat != self.owner and shown and not _used_or_told(self.session, tech, self.owner):
                    self.tech_leaks.append((self.report.frames, tech, self.owner))
                self.owner_saw += seat == self.owner and shown
                self.researched += state.tech_ships[seat] > 0
        self.seen["text"].clear()
        self.seen["faces"].clear()


def _used_or_told(session: LocalSession, tech: int, owner: int | None) -> bool:
    """Was ``tech`` named to ``owner`` by an event (discarded face up earlier, or dealt to it)?"""
    return any(
        e.data.get("tech") == tech or tech in e.data.get("techs", ())
        for batch in session.history
        for e in batch.events
        if e.visible_to(owner)
    )


def test_a_hot_seat_tech_game_shows_each_face_down_tech_only_to_its_owner(
    drawn: dict[str, list[Any]],
) -> None:
    report = Report(people=2, bots=3, seed=5)
    checker = TechChecker(report, 5, drawn)
    checker.play(4000)
    assert checker.researched  # frames with ships researching a face-down tech were checked
    assert report.curtains  # the screen changed hands
    assert not report.leaks, report.leaks[:3]
    assert not checker.tech_leaks, checker.tech_leaks[:3]
    assert checker.owner_saw  # the owners did see their own techs


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160), (1280, 1024)])
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_the_tech_cards_lie_clear_of_systems_and_the_middle(size: tuple[int, int], n: int) -> None:
    pygame.font.init()
    before = theme.ui_scale()
    theme.set_window_size(*size)
    try:
        lay = Layout(*size, n)
        lay.arrange([s for s in range(n) for _ in range(5)], -1)
        for done in ([], [1, 2, 3]):
            view = {"techs": {"players": [{"done": done}] * n}, "players": [{"name": "Purple"}] * n}
            for seat in range(n):
                rects = tech_ui.strip_rects(lay, view, seat)
                box = rects[0].unionall(rects)
                assert lay.board.contains(box)
                assert box.collidelist(lay.middle()) < 0
                for sx, sy in lay.systems:
                    nx, ny = min(max(sx, box.left), box.right), min(max(sy, box.top), box.bottom)
                    assert (sx - nx) ** 2 + (sy - ny) ** 2 >= lay.reach**2
    finally:
        theme.set_ui_scale(before)  # the other tests' sizes


def test_keeping_a_tech_shows_what_each_one_does() -> None:
    app, scene = person_at("keep_tech", seed=3, seats=5, tech=True, alien_mode="random")
    frames(app, 2)
    prompt = scene.prompt.prompt
    assert prompt is not None and not prompt_is_public(prompt)
    tips = [t for _, t in scene.prompt.hover]
    dealt = [int(o["tech"]) for o in prompt.options]
    assert len(tips) == 2 and all(TECHS[t].text in "\n".join(tips) for t in dealt)
    labels = [b.label for b in scene.prompt.buttons]
    assert all(any(lb.startswith(f"Keep {TECH_NAME[t]}") for lb in labels) for t in dealt)


def test_tech_tokens_read_as_planets_and_players() -> None:
    def planet(p: int) -> str:
        return f"planet {p}"

    def seat(s: int) -> str:
        return f"seat {s}"

    assert tech_ui.token_words(None, planet, seat) == "" and tech_ui.token_words(-1, planet, seat) == ""
    assert tech_ui.token_words(25, planet, seat) == "planet 25"  # the Genesis planet
    assert tech_ui.token_words([3, 4], planet, seat) == "planet 3 and planet 4"  # Lunar Cannon, between two
    assert tech_ui.token_words({"seat": 1, "at": 14}, planet, seat) == "seat 1; at planet 14"
    assert tech_ui.token_words({"2": ["Virus", "setup"]}, planet, seat) == "seat 2: Virus, setup"
    assert tech_ui.token_planets({"seat": 1, "at": 14}) == [14] and tech_ui.token_planets("gate") == []


def test_the_new_game_and_host_forms_switch_techs_and_hidden_powers_on() -> None:
    app = make_app()
    settings = app.settings
    setup = Setup.from_settings(settings)
    assert not setup.config(1).tech and not setup.config(1).hidden_powers
    setup.tech = setup.hidden_powers = True
    config = setup.config(1)
    assert config.tech and config.hidden_powers
    setup.remember(settings)
    assert Setup.from_settings(settings).tech and Setup.from_settings(settings).hidden_powers
    assert {"tech", "hidden_powers"} <= {attr for _, attr, _, _ in table_options(setup)}
    host = HostGameScene(app, advertise=False)
    options = host.options()
    assert options["tech"] is True and options["hidden_powers"] is True
    lobby = Lobby.new(5, options=options)
    assert lobby.config(1).tech and lobby.config(1).hidden_powers
    assert ("Technology", "On") in option_lines(options)
