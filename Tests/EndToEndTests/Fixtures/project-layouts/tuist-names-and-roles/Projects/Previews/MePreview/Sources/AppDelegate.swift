public final class PreviewAppDelegate {}
