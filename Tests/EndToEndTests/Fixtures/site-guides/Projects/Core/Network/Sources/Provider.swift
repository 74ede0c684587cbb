import CoreNetworkInterface

/// Sends endpoints.
public final class Provider {}
