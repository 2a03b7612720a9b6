"""Prophet: foretells the side with more ships in the encounter, only on a clear margin (a wrong guess
costs two ships); the Wild likewise, the Super always. As the winner punishing a wrong guess, a bot takes
the ships that empty the most colonies."""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import CHOOSE, FLARE, POWER
from game.bots.situation import DEFENSE, OFFENSE, View, side_ships

MARGIN = 3  # ships a side must lead by for the Prophet to foretell it


def _ships(view: View, planet: int) -> list[int]:
    return [int(c) for c in view["planets"][planet]["ships"]]


def _prophet_penalty(view: View, seat: int, options: list[Option]) -> Option:
    victim = int(options[0]["victim"])

    def emptied(o: Option) -> int:
        return sum(1 for p, c in o["ships"] if _ships(view, int(p))[victim] == int(c))

    return max(options, key=lambda o: (emptied(o), [-int(p) for p, _ in o["ships"]]))


def _predict(view: View, seat: int, option: Option) -> float:
    side = str(option.get("side", ""))
    if side not in (OFFENSE, DEFENSE):
        return -1.0
    other = DEFENSE if side == OFFENSE else OFFENSE
    margin = side_ships(view, side) - side_ships(view, other) + (1 if side == DEFENSE else 0)
    return 0.2 * margin if margin >= MARGIN else -1.0


def _prophet_flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    return _predict(view, seat, option)


CHOOSE["prophet_penalty"] = _prophet_penalty
POWER["Prophet"] = _predict
FLARE["Prophet"] = _prophet_flare
