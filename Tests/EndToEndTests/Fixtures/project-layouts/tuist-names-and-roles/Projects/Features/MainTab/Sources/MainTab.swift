import StorageFeatureInterface
import PlaylistDomain
import DomainShared
import Shared
import CoordinatorAppInterface
import CoordinatorApp
import APIClient

public struct MainTab {}
