"""The library face of spirmangle beyond demangle/mangle/remangle: builtins
(:func:`spirmangle.lookup`, :func:`spirmangle.is_builtin`), modules
(:func:`spirmangle.read_module`, :func:`spirmangle.check`), text filtering
(:func:`spirmangle.demangle_text`, :func:`spirmangle.demangle_stream`) and headers
(:func:`spirmangle.header`).  The public functions are in :mod:`.api` and their
records in :mod:`.records`; the command line's ``lookup``, ``symbols``, ``check``,
``header`` and the ``demangle`` filter are thin wrappers over them.  Only the
records are loaded with ``import spirmangle``: each function loads what it needs
when first called."""
