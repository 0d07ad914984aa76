"""``spirmangle.builder``: the documented name of :mod:`spirmangle.opencl.builder`."""

import sys
from typing import TYPE_CHECKING

from .opencl import builder as _module

if TYPE_CHECKING:
    from .opencl.builder import *  # noqa: F401,F403

sys.modules[__name__] = _module
