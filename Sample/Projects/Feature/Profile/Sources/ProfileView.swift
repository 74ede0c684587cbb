// 구현 모듈 내부 화면이라 internal입니다. 외부에는 ProfileViewFactory로만 노출하므로 문서가 필요 없습니다.

import ComposableArchitecture
import SwiftUI

import DomainProfileInterface
import FeatureProfileInterface
import SharedDesignSystem

struct ProfileView: View {
    @Bindable var store: StoreOf<ProfileReducer>

    var body: some View {
        ScrollView {
            if let profile = store.profile {
                VStack(alignment: .leading, spacing: 16) {
                    header(profile)
                    HStack(spacing: 24) {
                        statisticsItem(
                            title: "팔로워",
                            count: profile.statistics.followerCount
                        )
                        statisticsItem(
                            title: "팔로잉",
                            count: profile.statistics.followingCount
                        )
                    }
                    Text(profile.bio)
                        .font(.body1)
                }
                .padding(20)
            } else if let message = store.errorMessage {
                VStack(spacing: 12) {
                    Text(message)
                    Button("다시 시도") {
                        store.send(.retryButtonTapped)
                    }
                }
            }
        }
        .loadingOverlay(isPresented: store.isLoading)
        .navigationTitle("프로필")
        .toolbar {
            Button("수정") {
                store.send(.editButtonTapped)
            }
        }
        .task {
            store.send(.onAppear)
        }
    }

    private func header(_ profile: UserProfile) -> some View {
        HStack(spacing: 12) {
            AsyncImage(url: profile.imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Circle().fill(Color.gray.opacity(0.2))
            }
            .frame(width: 64, height: 64)
            .clipShape(Circle())

            Text(profile.displayName)
                .font(.heading1)
        }
    }

    private func statisticsItem(
        title: String,
        count: Int
    ) -> some View {
        VStack(spacing: 4) {
            Text("\(count)")
                .font(.pretendard(.bold, size: 18))
            Text(title)
                .font(.caption1)
                .foregroundStyle(.secondary)
        }
        .onTapGesture {
            store.send(.followersTapped)
        }
    }
}

extension ProfileViewFactory: DependencyKey {
    public static let liveValue = Self { store in
        AnyView(ProfileView(store: store))
    }
}

#Preview {
    NavigationStack {
        ProfileView(
            store: Store(initialState: ProfileReducer.State(userID: "preview-user")) {
                ProfileReducer()
            }
        )
    }
}
