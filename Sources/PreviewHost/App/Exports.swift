@_exported import Engine
