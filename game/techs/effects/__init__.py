"""One module per tech card: importing this package registers every tech's power (``game.techs.power``)."""

from game.techs.effects import vacuum_turbines, warpspace_key

__all__ = ["vacuum_turbines", "warpspace_key"]
