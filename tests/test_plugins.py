"""Each game's plugin names the game as its engine does: Home shows the plugin's title without loading the engine."""

from __future__ import annotations

import pytest

from companion.plugins import plugins
from games import base


@pytest.mark.parametrize("plugin", plugins(), ids=lambda p: p.engine)
def test_a_plugins_title_is_its_engines(plugin):
    assert plugin.title_key == base.get(plugin.engine).title_key
