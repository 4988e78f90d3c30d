(define (problem plan_trial_gmem_0007)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        CreditCard_bar__plus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_22 - object
        DeskLamp_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_01_dot_17 - object
        BasketBall_bar__plus_02_dot_32_bar__plus_00_dot_06_bar__minus_01_dot_18 - object
        KeyChain_bar__plus_01_dot_67_bar__plus_00_dot_23_bar__minus_01_dot_25 - object
        Laptop_bar__minus_00_dot_59_bar__plus_00_dot_05_bar__plus_00_dot_82 - object
        Pillow_bar__minus_00_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_81 - object
        Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 - receptacle
        Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 - receptacle
        Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 - receptacle
        Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 - receptacle
        Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 - receptacle
        loc_bar__minus_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_10_bar__minus_2_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_3_bar_30 - location
        loc_bar_8_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar__minus_3_bar_2_bar_0 - location
        loc_bar_9_bar__minus_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 BedType)
        (receptacleType Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 DeskType)
        (receptacleType Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 DrawerType)
        (receptacleType Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 DrawerType)
        (receptacleType Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 DresserType)
        (receptacleType Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 ShelfType)
        (receptacleType Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 ShelfType)
        (objectType CreditCard_bar__plus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_22 CreditCardType)
        (objectType DeskLamp_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_01_dot_17 DeskLampType)
        (objectType BasketBall_bar__plus_02_dot_32_bar__plus_00_dot_06_bar__minus_01_dot_18 BasketBallType)
        (objectType KeyChain_bar__plus_01_dot_67_bar__plus_00_dot_23_bar__minus_01_dot_25 KeyChainType)
        (objectType Laptop_bar__minus_00_dot_59_bar__plus_00_dot_05_bar__plus_00_dot_82 LaptopType)
        (objectType Pillow_bar__minus_00_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_81 PillowType)
        (canContain BedType BasketBallType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType BasketBallType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (pickupable CreditCard_bar__plus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_22)
        (toggleable DeskLamp_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_01_dot_17)
        (pickupable BasketBall_bar__plus_02_dot_32_bar__plus_00_dot_06_bar__minus_01_dot_18)
        (pickupable KeyChain_bar__plus_01_dot_67_bar__plus_00_dot_23_bar__minus_01_dot_25)
        (pickupable Laptop_bar__minus_00_dot_59_bar__plus_00_dot_05_bar__plus_00_dot_82)
        (pickupable Pillow_bar__minus_00_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_81)
        (openable Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (openable Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle CreditCard_bar__plus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_22 Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21)
        (inReceptacle DeskLamp_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_01_dot_17 Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15)
        (inReceptacle BasketBall_bar__plus_02_dot_32_bar__plus_00_dot_06_bar__minus_01_dot_18 Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15)
        (inReceptacle KeyChain_bar__plus_01_dot_67_bar__plus_00_dot_23_bar__minus_01_dot_25 Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21)
        (inReceptacle Laptop_bar__minus_00_dot_59_bar__plus_00_dot_05_bar__plus_00_dot_82 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (inReceptacle Pillow_bar__minus_00_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_81 Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87)
        (receptacleAtLocation Bed_bar__minus_00_dot_64_bar__plus_00_dot_00_bar__plus_00_dot_87 loc_bar_3_bar_5_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_02_dot_29_bar__plus_00_dot_01_bar__minus_01_dot_15 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_63_bar__plus_00_dot_18_bar__minus_01_dot_21 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_82_bar__plus_00_dot_62_bar__minus_01_dot_21 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__minus_01_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_3_bar__minus_3_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_02_dot_25_bar__plus_01_dot_27_bar__minus_01_dot_42 loc_bar_8_bar__minus_3_bar_2_bar_0)
        (receptacleAtLocation Shelf_bar__plus_02_dot_47_bar__plus_00_dot_80_bar__minus_01_dot_41 loc_bar_10_bar__minus_2_bar_2_bar_30)
        (objectAtLocation CreditCard_bar__plus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_22 loc_bar_8_bar__minus_3_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_02_dot_31_bar__plus_00_dot_06_bar__minus_01_dot_17 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (objectAtLocation BasketBall_bar__plus_02_dot_32_bar__plus_00_dot_06_bar__minus_01_dot_18 loc_bar_9_bar__minus_2_bar_2_bar_30)
        (objectAtLocation KeyChain_bar__plus_01_dot_67_bar__plus_00_dot_23_bar__minus_01_dot_25 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Laptop_bar__minus_00_dot_59_bar__plus_00_dot_05_bar__plus_00_dot_82 loc_bar_3_bar_5_bar_3_bar_30)
        (objectAtLocation Pillow_bar__minus_00_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_81 loc_bar_3_bar_5_bar_3_bar_30)
        )

(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
